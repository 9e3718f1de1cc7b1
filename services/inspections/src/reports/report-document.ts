import {
  BACKFLOW_PASS_CRITERIA,
  backflowTestResult,
  CONDITIONS,
  countedOption,
  estimatedTotalCents,
  lineTotalCents,
  type BackflowReadings,
  type BackflowTestResult,
  type Condition,
  type Finding,
  type InspectionDocument,
  type LetterheadLocation,
  type LetterheadResponse,
  type MediaEntry,
  type RecommendationOption,
  type SignerRole,
  type Zone,
  type ZoneIssue,
} from '@irrigo/contracts';
import type { Column, Content, ContentTable, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ReportImages } from './report-assets.js';
import { contactParts, reportContact } from './report-contact.js';
import { fitsOnOneLine } from './report-text-width.js';
import type { ReportWords } from './report-language.js';

/** What the report is made from: the stored inspection as it is at one version. */
export interface ReportInspection {
  reportNumber: string;
  status: string;
  version: number;
  completedDate: Date | null;
  document: InspectionDocument;
  /** Who the report comes from (services/org's letterhead); null when org could not say: the report is then made without it. */
  letterhead: LetterheadResponse | null;
}

const COLOURS = {
  brand: '#1f5f3a',
  ink: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
  shade: '#f3f4f6',
  pass: '#15803d',
  fail: '#b91c1c',
  incomplete: '#6b7280',
} as const;

/** Where each value of the condition scale sits, green to red; Missing is its own grey. */
const CONDITION_COLOURS: Record<Condition, string> = {
  excellent: '#15803d',
  good: '#4d7c0f',
  fair: '#a16207',
  poor: '#c2410c',
  failed: '#b91c1c',
  missing: '#4b5563',
};

const RESULT_COLOURS: Record<BackflowTestResult, string> = { pass: COLOURS.pass, fail: COLOURS.fail, incomplete: COLOURS.incomplete };

/** Thin rules between rows only: how auditors' worksheets read. */
const ROWS_LAYOUT = {
  hLineWidth: (row: number, node: ContentTable) => (row === 0 || row === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => COLOURS.rule,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

type Fact = [label: string, value: string];

/**
 * The customer's report as a pdfmake document: who and where, the overall assessment on the condition scale,
 * each component's findings, the backflow test, the zone table, the included photos with their captions, the
 * recommendations with their options, the estimated total, both signatures and the next steps. Pure: the same
 * inspection, images and language give the same document.
 */
export function reportDocument(inspection: ReportInspection, images: ReportImages, words: ReportWords): TDocumentDefinitions {
  const { t } = words;
  const { document } = inspection;
  const draft = inspection.status !== 'completed';
  const sender = inspection.letterhead ? footerSenderLine(inspection.letterhead) : '';
  const imageDictionary: Record<string, string> = {};
  for (const photo of images.photos) imageDictionary[photoKey(photo.entry)] = `data:image/jpeg;base64,${photo.jpeg.toString('base64')}`;
  for (const [role, png] of Object.entries(images.signatures))
    imageDictionary[signatureKey(role as SignerRole)] = `data:image/png;base64,${png.toString('base64')}`;

  return {
    pageSize: 'LETTER',
    pageMargins: [48, 56, 48, 56],
    info: {
      title: `${t('title')} ${inspection.reportNumber}`,
      subject: document.customer.name,
      author: document.customer.technicianName,
      creator: 'Irrigo',
    },
    language: words.language === 'es' ? 'es-US' : 'en-US',
    defaultStyle: { font: 'Roboto', fontSize: 9.5, color: COLOURS.ink, lineHeight: 1.2 },
    styles: {
      letterheadName: { fontSize: 17, bold: true, color: COLOURS.brand },
      letterheadLine: { fontSize: 9.5, color: COLOURS.ink },
      letterheadContact: { fontSize: 9, color: COLOURS.brand },
      title: { fontSize: 20, bold: true, color: COLOURS.brand },
      subtitle: { fontSize: 9.5, color: COLOURS.muted },
      h2: { fontSize: 13, bold: true, color: COLOURS.brand, margin: [0, 16, 0, 6] },
      h3: { fontSize: 10.5, bold: true, margin: [0, 8, 0, 3] },
      label: { color: COLOURS.muted },
      small: { fontSize: 8, color: COLOURS.muted },
      tableHeader: { bold: true, fontSize: 8.5, color: COLOURS.muted },
    },
    ...(draft ? { watermark: { text: t('watermarkDraft'), color: COLOURS.muted, opacity: 0.08, bold: true } } : {}),
    images: imageDictionary,
    header: (page) => (page === 1 ? '' : { text: `${t('title')} · ${document.customer.name}`, style: 'small', alignment: 'right', margin: [48, 24, 48, 0] }),
    footer: (page, pages) => ({
      stack: [...(sender === '' ? [] : [{ text: sender }]), { text: t('footer', { reportNumber: inspection.reportNumber, page, pages }) }],
      style: 'small',
      fontSize: FOOTER_FONT_SIZE,
      alignment: 'center',
      margin: [48, sender === '' ? 16 : 10, 48, 0],
    }),
    content: [
      ...(inspection.letterhead ? [letterheadBlock(inspection.letterhead)] : []),
      titleBlock(inspection, words),
      ...(draft ? [{ text: t('draftNote'), italics: true, color: COLOURS.fail, margin: [0, 8, 0, 0] } satisfies Content] : []),
      customerBlock(document, words),
      assessmentBlock(document, words),
      componentsBlock(document, words),
      backflowTestBlock(document, words),
      zonesBlock(document.zones, words),
      photosBlock(document, images, words),
      recommendationsBlock(document, words),
      totalsBlock(document, words),
      signaturesBlock(document, images, words),
      nextStepsBlock(document, words),
    ],
  };
}

export const photoKey = (entry: Pick<MediaEntry, 'id'>) => `photo-${entry.id}`;
const signatureKey = (role: SignerRole) => `signature-${role}`;

// ---------------------------------------------------------------------------------------------------
// Blocks

/** The width between the page's margins (LETTER, 612 pt, less 48 on each side). */
const CONTENT_WIDTH = 516;
const FOOTER_FONT_SIZE = 8;

/**
 * At the top of the first page: the organization's name large, the location and its address below, then one line
 * of how to reach them ("(512) 555-0100 · office@greenvalley.example · greenvalley.example"), over a rule. A part
 * org does not know leaves no line, and no separator, behind.
 */
function letterheadBlock(letterhead: LetterheadResponse): Content {
  const address = letterhead.location ? postalAddress(letterhead.location) : '';
  const contact = contactParts(reportContact(letterhead)).join(' · ');
  return {
    stack: [
      { text: letterhead.organization.name, style: 'letterheadName' },
      ...(letterhead.location ? [{ text: letterhead.location.name, style: 'letterheadLine', margin: [0, 2, 0, 0] } satisfies Content] : []),
      ...(address === '' ? [] : [{ text: address, style: 'small', margin: [0, 1, 0, 0] } satisfies Content]),
      ...(contact === '' ? [] : [{ text: contact, style: 'letterheadContact', margin: [0, 2, 0, 0] } satisfies Content]),
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 1.5, lineColor: COLOURS.brand }], margin: [0, 8, 0, 14] },
    ],
  };
}

/**
 * The footer's line of who the report comes from, "Green Valley Irrigation · Main Office · 400 Congress Ave,
 * Austin, TX 78701 · (512) 555-0100 · office@greenvalley.example": the phone and the e-mail only while the line
 * still fits on one line (else the phone alone, else neither), so the footer never grows into the page.
 */
function footerSenderLine(letterhead: LetterheadResponse): string {
  const location = letterhead.location;
  const who = [letterhead.organization.name, location?.name ?? '', location ? postalAddress(location) : ''].filter((part) => part.trim() !== '');
  const contact = reportContact(letterhead);
  const candidates = [
    [...who, ...contactParts(contact, ['phone', 'email'])],
    [...who, ...contactParts(contact, ['phone'])],
  ].map((parts) => parts.join(' · '));
  return candidates.find((line) => fitsOnOneLine(line, FOOTER_FONT_SIZE, CONTENT_WIDTH)) ?? who.join(' · ');
}

/** A US postal address on one line: "400 Congress Ave, Austin, TX 78701", with the parts that are set. */
function postalAddress(location: LetterheadLocation): string {
  const part = (value: string | null) => (value ?? '').trim();
  const stateAndZip = [part(location.state), part(location.zipCode)].filter((value) => value !== '').join(' ');
  return [part(location.address), part(location.city), stateAndZip].filter((value) => value !== '').join(', ');
}

function titleBlock(inspection: ReportInspection, words: ReportWords): Content {
  const { t } = words;
  const { customer } = inspection.document;
  const facts: Fact[] = [
    [t('header.reportNumber'), inspection.reportNumber],
    [t('header.inspectionDate'), words.day(customer.inspectionDate)],
    [t('header.technician'), customer.technicianName],
    [t('header.status'), statusLabel(inspection.status, words)],
  ];
  if (inspection.completedDate) facts.push([t('header.completedOn'), words.dayOf(inspection.completedDate)]);
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: t('title'), style: 'title' },
          { text: t('subtitle'), style: 'subtitle', margin: [0, 4, 16, 0] },
        ],
      },
      { width: 210, ...factsTable(facts, [90, '*']) },
    ],
  };
}

function customerBlock(document: InspectionDocument, words: ReportWords): Content {
  const { t } = words;
  const c = document.customer;
  const facts: Fact[] = [
    [t('customer.name'), c.name],
    [t('customer.address'), c.address],
    [t('customer.phone'), c.phone],
    [t('customer.email'), c.email],
    [t('customer.propertyType'), valueOf('propertyType', c.propertyType, words)],
    [t('customer.systemAge'), c.systemAgeYears === null ? '' : t('units.years', { count: c.systemAgeYears })],
    [t('customer.lastServiced'), words.day(c.lastServiced)],
    [t('customer.waterSource'), valueOf('waterSource', c.waterSource, words)],
    [t('customer.staticPressure'), psi(c.staticPressurePsi, words)],
  ];
  return [heading(t('customer.title')), factsTable(present(facts), [150, '*'])];
}

function assessmentBlock(document: InspectionDocument, words: ReportWords): Content {
  const { t } = words;
  const overall = document.summary.overallAssessment;
  return [
    heading(t('summary.title')),
    overall === '' ? { text: t('summary.notRated'), italics: true } : conditionScale(overall, words),
    { text: [{ text: `${t('conditionScale.title')}: `, bold: true }, t('conditionScale.legend')], style: 'small', margin: [0, 4, 0, 0] },
    ...(document.summary.notes.trim() === '' ? [] : [{ text: t('summary.notes'), style: 'h3' }, { text: document.summary.notes }]),
  ];
}

/** The six values of the condition scale in a row, the one given filled with its colour. */
function conditionScale(selected: Condition, words: ReportWords): Content {
  return {
    table: {
      widths: CONDITIONS.map(() => '*'),
      body: [
        CONDITIONS.map((condition): TableCell => ({
          text: words.t(`values.condition.${condition}`),
          alignment: 'center',
          bold: condition === selected,
          color: condition === selected ? '#ffffff' : COLOURS.muted,
          fillColor: condition === selected ? CONDITION_COLOURS[condition] : COLOURS.shade,
          margin: [0, 3, 0, 3],
        })),
      ],
    },
    layout: { hLineWidth: () => 1, vLineWidth: () => 1, hLineColor: () => '#ffffff', vLineColor: () => '#ffffff' },
  };
}

function componentsBlock(document: InspectionDocument, words: ReportWords): Content {
  const { t } = words;
  const { controller: ctl, mainLine: main, backflow: bf, shutOff: so, rainSensor: rain } = document;
  const money = (cents: number | null) => (cents === null ? '' : words.money(cents));
  const sections: { title: string; facts: Fact[]; notes: [string, string][] }[] = [
    {
      title: t('sections.controller.title'),
      facts: [
        [t('sections.controller.brandModel'), ctl.brandModel],
        [t('sections.controller.type'), valueOf('controllerType', ctl.controllerType, words)],
        [t('sections.location'), ctl.location],
        [
          t('sections.controller.stations'),
          ctl.stationsUsed === null
            ? ''
            : ctl.stationsAvailable === null
              ? words.number(ctl.stationsUsed)
              : t('units.stations', { used: ctl.stationsUsed, available: ctl.stationsAvailable }),
        ],
        [t('sections.controller.programming'), valueOf('programmingStatus', ctl.programmingStatus, words)],
        [t('sections.controller.battery'), valueOf('batteryStatus', ctl.batteryStatus, words)],
        [t('sections.controller.wiring'), valueOf('condition', ctl.wiringCondition, words)],
      ],
      notes: [[t('sections.issuesFound'), ctl.issuesFound]],
    },
    {
      title: t('sections.mainLine.title'),
      facts: [
        [t('sections.mainLine.pressure'), psi(main.waterPressurePsi, words)],
        [t('sections.mainLine.leaks'), valueOf('leakDetection', main.leakDetection, words)],
        [t('sections.mainLine.valveBox'), valueOf('valveBoxCondition', main.valveBoxCondition, words)],
        [t('sections.estimatedCost'), money(main.estimatedCostCents)],
      ],
      notes: [[t('sections.issuesFound'), main.issuesFound]],
    },
    {
      title: t('sections.backflow.title'),
      facts: [
        [t('sections.backflow.assemblyType'), valueOf('assemblyType', bf.assemblyType, words)],
        [t('sections.backflow.makeModel'), [bf.make, bf.model].filter((part) => part.trim() !== '').join(' ')],
        [t('sections.backflow.size'), bf.size],
        [t('sections.backflow.serial'), bf.serialNumber],
        [t('sections.location'), bf.location],
        [t('sections.condition'), valueOf('condition', bf.condition, words)],
        [t('sections.backflow.certification'), valueOf('certificationStatus', bf.certificationStatus, words)],
        [t('sections.backflow.repairNeeded'), bf.repairNeeded ? t('yes') : ''],
        [t('sections.estimatedCost'), money(bf.estimatedCostCents)],
      ],
      notes: [[t('sections.issuesFound'), bf.issuesFound]],
    },
    {
      title: t('sections.shutOff.title'),
      facts: [
        [t('sections.shutOff.has'), valueOf('yesNoUnknown', so.hasShutOff, words)],
        [t('sections.location'), so.location],
        [t('sections.condition'), valueOf('condition', so.condition, words)],
        [t('sections.shutOff.accessibility'), valueOf('shutOffAccessibility', so.accessibility, words)],
        [t('sections.shutOff.operation'), valueOf('shutOffOperation', so.operation, words)],
        [t('sections.shutOff.marking'), valueOf('shutOffMarking', so.marking, words)],
        [t('sections.estimatedCost'), money(so.estimatedCostCents)],
      ],
      notes: [
        [t('sections.shutOff.issues'), so.issues],
        [t('sections.shutOff.recommendedAction'), so.recommendedAction],
      ],
    },
    {
      title: t('sections.rainSensor.title'),
      facts: [
        [t('sections.rainSensor.present'), valueOf('yesNoUnknown', rain.present, words)],
        [t('sections.rainSensor.type'), valueOf('rainSensorType', rain.sensorType, words)],
        [t('sections.rainSensor.connection'), valueOf('rainSensorConnection', rain.connection, words)],
        [t('sections.condition'), valueOf('condition', rain.condition, words)],
        [t('sections.rainSensor.testResult'), valueOf('sensorTestResult', rain.testResult, words)],
      ],
      notes: [[t('sections.issuesFound'), rain.issuesFound]],
    },
  ];
  return [
    heading(t('sections.title')),
    ...sections.map(({ title, facts, notes }) => {
      const shown = present(facts);
      const written = notes.filter(([, text]) => text.trim() !== '');
      return {
        unbreakable: shown.length + written.length < 12,
        stack: [
          { text: title, style: 'h3' },
          shown.length === 0 && written.length === 0 ? { text: t('notRecorded'), style: 'label' } : factsTable(shown, [150, '*']),
          ...written.map(([label, text]) => ({ text: [{ text: `${label}: `, style: 'label' }, text], margin: [4, 3, 0, 0] }) satisfies Content),
        ],
      } satisfies Content;
    }),
  ];
}

/** The readings an assembly type is judged on, with what each must reach (BACKFLOW_PASS_CRITERIA). */
function readingsFor(assemblyType: InspectionDocument['backflow']['assemblyType']): { reading: keyof BackflowReadings; minimum: number | null }[] {
  const c = BACKFLOW_PASS_CRITERIA;
  switch (assemblyType) {
    case 'RP':
      return [
        { reading: 'checkValve1Psid', minimum: c.rpCheckValve1MinPsid },
        { reading: 'reliefValveOpenedPsid', minimum: c.rpReliefValveMinPsid },
        { reading: 'checkValve2Psid', minimum: c.rpCheckValve2MinPsid },
      ];
    case 'DCVA':
      return [
        { reading: 'checkValve1Psid', minimum: c.dcvaCheckValveMinPsid },
        { reading: 'checkValve1ClosedTight', minimum: null },
        { reading: 'checkValve2Psid', minimum: c.dcvaCheckValveMinPsid },
        { reading: 'checkValve2ClosedTight', minimum: null },
      ];
    case 'PVB':
    case 'SVB':
      return [
        { reading: 'airInletOpenedPsid', minimum: c.vacuumBreakerAirInletMinPsid },
        { reading: 'checkValvePsid', minimum: c.vacuumBreakerCheckValveMinPsid },
      ];
    default:
      return [];
  }
}

function backflowTestBlock(document: InspectionDocument, words: ReportWords): Content {
  const { t } = words;
  const { backflow } = document;
  const result = backflowTestResult(backflow);
  const readings = readingsFor(backflow.assemblyType);
  const measured = (reading: keyof BackflowReadings): string => {
    const value = backflow.readings[reading];
    if (value === null) return t('notRecorded');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    return t('units.psid', { value: words.number(value) });
  };
  return {
    unbreakable: true,
    stack: [
      heading(t('backflowTest.title')),
      {
        columns: [
          {
            width: 150,
            table: {
              widths: ['*'],
              body: [
                [
                  {
                    text: t(`backflowTest.results.${result}`),
                    bold: true,
                    fontSize: 14,
                    alignment: 'center',
                    color: '#ffffff',
                    fillColor: RESULT_COLOURS[result],
                    margin: [0, 6, 0, 6],
                  },
                ],
              ],
            },
            layout: 'noBorders',
          },
          {
            width: '*',
            margin: [12, 0, 0, 0],
            stack: [
              { text: t(`backflowTest.resultNotes.${result}`) },
              ...present([
                [t('sections.backflow.assemblyType'), valueOf('assemblyType', backflow.assemblyType, words)],
                [t('backflowTest.testType'), valueOf('testType', backflow.testType, words)],
              ]).map(([label, value]) => ({ text: [{ text: `${label}: `, style: 'label' }, value], margin: [0, 2, 0, 0] }) satisfies Content),
            ],
          },
        ],
      },
      ...(readings.length === 0
        ? []
        : [
            {
              margin: [0, 8, 0, 0],
              table: {
                headerRows: 1,
                widths: ['*', 90, 110],
                body: [
                  [t('backflowTest.reading'), t('backflowTest.measured'), t('backflowTest.required')].map((text) => ({ text, style: 'tableHeader' })),
                  ...readings.map(({ reading, minimum }) => [
                    t(`backflowTest.readings.${reading}`),
                    measured(reading),
                    minimum === null ? t('backflowTest.closedTight') : t('backflowTest.atLeast', { value: words.number(minimum) }),
                  ]),
                ],
              },
              layout: ROWS_LAYOUT,
            } satisfies Content,
          ]),
    ],
  };
}

function zonesBlock(zones: Zone[], words: ReportWords): Content {
  const { t } = words;
  if (zones.length === 0) return [heading(t('zones.title')), { text: t('zones.none'), italics: true }];
  const sorted = [...zones].sort((a, b) => a.number - b.number);
  const working = zones.filter((zone) => zone.status === 'zone-ok').length;
  const issuesOf = (zone: Zone) => {
    const counted = (Object.entries(zone.issueCounts) as [ZoneIssue, number | undefined][]).filter(([, count]) => (count ?? 0) > 0);
    return counted.length === 0
      ? t('zones.noIssues')
      : counted.map(([issue, count]) => t('zones.issueCount', { issue: t(`values.zoneIssue.${issue}`), count })).join(', ');
  };
  return [
    heading(t('zones.title')),
    { text: t('zones.working', { working, total: zones.length }), margin: [0, 0, 0, 4] },
    {
      table: {
        headerRows: 1,
        // A zone's row stays on one page with its notes; the head-count column fits "Aspersores" whole.
        dontBreakRows: true,
        widths: [30, '*', 80, 62, 62, '*'],
        body: [
          [t('zones.number'), t('zones.description'), t('zones.type'), t('zones.heads'), t('zones.status'), t('zones.issues')].map((text) => ({
            text,
            style: 'tableHeader',
          })),
          ...sorted.map((zone) => [
            { text: String(zone.number), bold: true },
            { stack: [zone.description, ...(zone.notes.trim() === '' ? [] : [{ text: zone.notes, style: 'small' }])] },
            valueOf('zoneType', zone.zoneType, words) || t('notRecorded'),
            zone.headCount === null ? t('notRecorded') : words.number(zone.headCount),
            {
              text: t(`values.zoneStatus.${zone.status}`),
              bold: zone.status !== 'zone-ok',
              color: zone.status === 'zone-ok' ? COLOURS.pass : COLOURS.fail,
            },
            issuesOf(zone),
          ]),
        ],
      },
      layout: ROWS_LAYOUT,
    },
  ];
}

function photosBlock(document: InspectionDocument, images: ReportImages, words: ReportWords): Content {
  const { t } = words;
  const videos = document.media.filter((entry) => entry.kind === 'video' && entry.includeInPdf).length;
  if (images.photos.length === 0 && videos === 0) return [];
  const cells: Content[] = images.photos.map((photo) => ({
    unbreakable: true,
    margin: [0, 0, 0, 10],
    stack: [
      { image: photoKey(photo.entry), fit: [240, 180], alignment: 'center' },
      { text: where(photo.entry.section, photo.entry.zoneId, document, words), style: 'small', margin: [0, 4, 0, 0] },
      ...(photo.entry.caption.trim() === '' ? [] : [{ text: photo.entry.caption }]),
    ],
  }));
  const rows: Content[] = [];
  for (let index = 0; index < cells.length; index += 2) {
    rows.push({
      columns: [
        { width: '*', stack: [cells[index] ?? ''] },
        { width: '*', stack: [cells[index + 1] ?? ''] },
      ],
      columnGap: 16,
    });
  }
  return [heading(t('photos.title')), ...rows, ...(videos > 0 ? [{ text: t('photos.videos', { count: videos }), style: 'small' } satisfies Content] : [])];
}

function recommendationsBlock(document: InspectionDocument, words: ReportWords): Content {
  const { t } = words;
  if (document.findings.length === 0) return [heading(t('recommendations.title')), { text: t('recommendations.none') }];
  return [
    heading(t('recommendations.title')),
    { text: t('recommendations.intro'), style: 'small', margin: [0, 0, 0, 4] },
    ...document.findings.map((finding, index) => findingBlock(finding, index + 1, document, words)),
  ];
}

function findingBlock(finding: Finding, number: number, document: InspectionDocument, words: ReportWords): Content {
  const { t } = words;
  const counted = countedOption(finding);
  const meta = present([
    [t('recommendations.priority'), finding.priority === '' ? '' : t(`values.priority.${finding.priority}`)],
    [t('recommendations.where'), finding.section === '' ? '' : where(finding.section, finding.zoneId, document, words)],
  ]);
  return {
    stack: [
      { text: `${number}. ${finding.title}`, style: 'h3', margin: [0, 10, 0, 2] },
      ...(meta.length === 0
        ? []
        : [
            {
              text: meta.flatMap(([label, value], i) => [
                ...(i > 0 ? ['   '] : []),
                { text: `${label}: `, style: 'label' },
                {
                  text: value,
                  bold: label === t('recommendations.priority') && finding.priority === 'urgent',
                  color: finding.priority === 'urgent' && label === t('recommendations.priority') ? COLOURS.fail : COLOURS.ink,
                },
              ]),
              margin: [0, 0, 0, 4],
            } satisfies Content,
          ]),
      ...finding.options.map((option) => optionTable(option, option === counted, option.id === finding.chosenOptionId, words)),
    ],
  };
}

function optionTable(option: RecommendationOption, isCounted: boolean, isChosen: boolean, words: ReportWords): Content {
  const { t } = words;
  const subtotal = option.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const name = option.tier === null ? t('recommendations.single') : `${t('recommendations.option')}: ${t(`values.tier.${option.tier}`)}`;
  const marks = [isChosen ? t('recommendations.chosen') : '', isCounted && !isChosen ? t('recommendations.counted') : ''].filter((mark) => mark !== '');
  return {
    unbreakable: option.lines.length < 15,
    margin: [0, 2, 0, 6],
    table: {
      headerRows: 1,
      widths: ['*', 40, 70, 70],
      body: [
        [
          {
            text: [{ text: name, bold: true }, ...(marks.length > 0 ? [{ text: `  ·  ${marks.join(' · ')}`, color: COLOURS.brand, bold: true }] : [])],
            fillColor: isCounted ? '#e7f2ea' : COLOURS.shade,
          },
          { text: t('recommendations.quantity'), style: 'tableHeader', alignment: 'right', fillColor: isCounted ? '#e7f2ea' : COLOURS.shade },
          { text: t('recommendations.unitPrice'), style: 'tableHeader', alignment: 'right', fillColor: isCounted ? '#e7f2ea' : COLOURS.shade },
          { text: t('recommendations.amount'), style: 'tableHeader', alignment: 'right', fillColor: isCounted ? '#e7f2ea' : COLOURS.shade },
        ],
        ...option.lines.map((line): TableCell[] => [
          line.name,
          { text: words.number(line.quantity), alignment: 'right' },
          { text: words.money(line.unitPriceCents), alignment: 'right' },
          { text: words.money(lineTotalCents(line)), alignment: 'right' },
        ]),
        [
          { text: t('recommendations.subtotal'), colSpan: 3, alignment: 'right', bold: true },
          '',
          '',
          { text: words.money(subtotal), alignment: 'right', bold: true },
        ] satisfies TableCell[],
      ],
    },
    layout: ROWS_LAYOUT,
  };
}

function totalsBlock(document: InspectionDocument, words: ReportWords): Content {
  const { t } = words;
  const rows: [string, number][] = [];
  const sectionCost = (label: string, cents: number | null) => {
    if (cents !== null && cents > 0) rows.push([label, cents]);
  };
  sectionCost(t('totals.mainLine'), document.mainLine.estimatedCostCents);
  sectionCost(t('totals.backflow'), document.backflow.estimatedCostCents);
  sectionCost(t('totals.shutOff'), document.shutOff.estimatedCostCents);
  for (const finding of document.findings) {
    const option = countedOption(finding);
    if (!option) continue;
    const cents = option.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
    rows.push([
      option.tier === null
        ? t('totals.finding', { title: finding.title })
        : t('totals.findingTier', { title: finding.title, tier: t(`values.tier.${option.tier}`) }),
      cents,
    ]);
  }
  const total = estimatedTotalCents(document);
  return {
    unbreakable: rows.length < 20,
    stack: [
      heading(t('totals.title')),
      ...(rows.length === 0 ? [{ text: t('totals.nothing'), italics: true } satisfies Content] : []),
      {
        table: {
          widths: ['*', 100],
          body: [
            ...rows.map(([label, cents]) => [label, { text: words.money(cents), alignment: 'right' }] satisfies TableCell[]),
            [
              { text: t('totals.grandTotal'), bold: true, fontSize: 12, fillColor: COLOURS.shade },
              { text: words.money(total), bold: true, fontSize: 12, alignment: 'right', fillColor: COLOURS.shade },
            ],
          ],
        },
        layout: ROWS_LAYOUT,
      },
      { text: t('totals.disclaimer'), style: 'small', margin: [0, 4, 0, 0] },
    ],
  };
}

function signaturesBlock(document: InspectionDocument, images: ReportImages, words: ReportWords): Content {
  const { t } = words;
  const column = (role: SignerRole): Column => {
    const signature = document.signatures[role];
    const image = images.signatures[role];
    return {
      width: '*',
      stack: [
        { text: t(`signatures.${role}`), style: 'label' },
        image ? { image: signatureKey(role), fit: [220, 80], margin: [0, 4, 0, 0] } : { text: ' ', margin: [0, 40, 0, 0] },
        { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 230, y2: 2, lineWidth: 0.75, lineColor: COLOURS.muted }] },
        signature
          ? { text: t('signatures.signedBy', { name: signature.signerName, date: words.dayOf(signature.signedAt) }), margin: [0, 3, 0, 0] }
          : { text: t('signatures.notSigned'), italics: true, color: COLOURS.muted, margin: [0, 3, 0, 0] },
      ],
    };
  };
  return { unbreakable: true, stack: [heading(t('signatures.title')), { columns: [column('customer'), column('technician')], columnGap: 24 }] };
}

function nextStepsBlock(document: InspectionDocument, words: ReportWords): Content {
  const { t } = words;
  const steps: string[] = [];
  if (document.findings.some((finding) => finding.priority === 'urgent')) steps.push(t('nextSteps.urgent'));
  const backflow = backflowTestResult(document.backflow);
  if (backflow === 'fail') steps.push(t('nextSteps.backflowFailed'));
  else if (document.backflow.certificationStatus === 'expired' || document.backflow.certificationStatus === 'needs-testing')
    steps.push(t('nextSteps.backflowDue'));
  steps.push(document.findings.length > 0 ? t('nextSteps.approve') : t('nextSteps.followUp'));
  steps.push(t('nextSteps.plan'));
  return { unbreakable: true, stack: [heading(t('nextSteps.title')), { ul: steps, margin: [0, 0, 0, 0] }] };
}

// ---------------------------------------------------------------------------------------------------
// Pieces

function heading(text: string): Content {
  return {
    stack: [
      { text, style: 'h2' },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 1, lineColor: COLOURS.brand }], margin: [0, -4, 0, 6] },
    ],
  };
}

function factsTable(facts: Fact[], widths: (number | string)[]): ContentTable {
  return {
    table: { widths, body: facts.map(([label, value]) => [{ text: label, style: 'label' }, { text: value }]) },
    layout: ROWS_LAYOUT,
  };
}

/** Facts with a value: a report lists what was recorded, not the form's empty fields. */
function present(facts: Fact[]): Fact[] {
  return facts.filter(([, value]) => value.trim() !== '');
}

/** A value list's code in words (`values.<list>.<code>`); '' (not chosen) stays ''. */
function valueOf(list: string, code: string, words: ReportWords): string {
  return code === '' ? '' : words.t(`values.${list}.${code}`, { defaultValue: code });
}

function psi(value: number | null, words: ReportWords): string {
  return value === null ? '' : words.t('units.psi', { value: words.number(value) });
}

/** draft and completed in words; any other status as it is stored (spec §4: other values shown as-is). */
function statusLabel(status: string, words: ReportWords): string {
  return status === 'draft' || status === 'completed' ? words.t(`statuses.${status}`) : status;
}

/** Where a photo or a finding belongs: its section, or "Zone 3 — Front lawn" for a zone. */
function where(section: MediaEntry['section'], zoneId: string | null, document: InspectionDocument, words: ReportWords): string {
  if (section === 'zone') {
    const zone = document.zones.find((candidate) => candidate.id === zoneId);
    if (zone) return [words.t('photos.zone', { number: zone.number }), zone.description].filter((part) => part.trim() !== '').join(' — ');
  }
  return words.t(`values.section.${section}`);
}
