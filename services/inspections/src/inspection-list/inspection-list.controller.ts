import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { DEFAULT_INSPECTION_LIST_PAGE_SIZE, type InspectionListPage, type VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles, scopeOfUser } from '@irrigo/nest-kit';
import { Readable } from 'node:stream';
import { InspectionCsvQuery, InspectionListQuery } from './dto/inspection-list.query.js';
import { InspectionListPageResponse } from './dto/inspection-list.response.js';
import { inspectionsCsv } from './inspection-csv.js';
import { InspectionListService } from './inspection-list.service.js';

const SCOPE_DESCRIPTION =
  'Admins and managers: the organization, or the location they name; supervisors: their location (another answers 404); technicians 403. Deleted inspections are left out. `q` matches client name, address or report number anywhere, case-insensitively; `from`/`to` are days (both included) in `timeZone`, compared with the day the inspection was made; `sort=completedDate` orders by the completed date, else the created date; ties are broken by id.';

@ApiTags('inspections')
@Controller('api/admin')
export class InspectionListController {
  constructor(private readonly list: InspectionListService) {}

  /** GET /api/admin/inspections: /all-inspections and /admin/inspections (spec §2, issue 12 "Finding inspections"). */
  @Get('inspections')
  @Roles('admin', 'manager', 'supervisor')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A page of the inspections the office may see, searched, filtered and sorted', description: SCOPE_DESCRIPTION })
  @ApiOkResponse({ description: 'One page of the matching inspections and how many match in all', type: InspectionListPageResponse })
  @ApiErrors('NOT_FOUND')
  page(@CurrentUser() user: VerifiedUser, @Query() query: InspectionListQuery): Promise<InspectionListPage> {
    const { page = 1, pageSize = DEFAULT_INSPECTION_LIST_PAGE_SIZE, ...filters } = query;
    return this.list.page(scopeOfUser(user), filters, page, pageSize);
  }

  /** GET /api/admin/inspections.csv: every inspection the same filters select, as a spreadsheet. */
  @Get('inspections.csv')
  @Roles('admin', 'manager', 'supervisor')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Every inspection the filters select, as CSV',
    description: `${SCOPE_DESCRIPTION} All matching rows (not one page), streamed as they are read: RFC 4180 (CRLF, quoted fields), UTF-8 with a byte order mark for Excel, a cell that would start a formula (= + - @) prefixed with '. Header row in English, or Spanish with lang=es; values as the JSON list gives them.`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } })
  @ApiErrors('NOT_FOUND')
  async csv(@CurrentUser() user: VerifiedUser, @Query() query: InspectionCsvQuery): Promise<StreamableFile> {
    const { lang = 'en', ...filters } = query;
    const chunks = inspectionsCsv(await firstRead(this.list.all(scopeOfUser(user), filters)), lang);
    // Type and name with the file only: an error answer stays JSON.
    return new StreamableFile(Readable.from(chunks, { objectMode: false }), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="inspections.csv"',
    });
  }
}

/**
 * The rows, with the first batch already read: a database that does not answer becomes a 503 with its code before
 * the answer starts, rather than a 200 cut off after the header row. (A later batch can still fail mid-file; the
 * download then breaks visibly.)
 */
async function firstRead<T>(items: AsyncGenerator<T>): Promise<AsyncIterable<T>> {
  const first = await items.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* items;
  })();
}
