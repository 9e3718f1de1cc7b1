import { Body, Controller, Headers, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, Public } from '@irrigo/nest-kit';
import type { Request } from 'express';
import { HousecallProWebhooksService, type WebhookOutcome } from './housecall-pro-webhooks.service.js';

/**
 * Where Housecall Pro delivers its webhooks. No session: the caller is HCP, authenticated by the
 * signature over the raw body (Api-Timestamp + Api-Signature), which the service checks itself.
 */
@ApiTags('housecall-pro')
@Controller('api/housecall-pro/webhooks')
export class HousecallProWebhooksController {
  constructor(private readonly webhooks: HousecallProWebhooksService) {}

  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Receive a Housecall Pro webhook (customer.*, job.*)',
    description:
      'Signed by HCP: Api-Signature is the hex HMAC-SHA256 of `${Api-Timestamp}.${raw body}` with the webhook secret. Deliveries older than 5 minutes, from the future or seen before are refused. The test body {"foo":"bar"} answers 200.',
  })
  @ApiHeader({ name: 'Api-Timestamp', required: true, description: 'Unix seconds' })
  @ApiHeader({ name: 'Api-Signature', required: true, description: 'Hex HMAC-SHA256' })
  @ApiBody({ schema: { type: 'object', description: 'HCP’s payload: {event, event_occurred_at, company_id, customer|job: {...}}' } })
  @ApiOkResponse({ description: 'Received', schema: { type: 'object', properties: { received: { type: 'boolean' }, outcome: { type: 'string' } } } })
  @ApiErrors('UNAUTHENTICATED', 'CONFLICT', 'HCP_UNAVAILABLE')
  async receive(
    @Req() request: Request & { rawBody?: Buffer },
    @Body() body: unknown,
    @Headers('api-timestamp') timestamp: string | undefined,
    @Headers('api-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: WebhookOutcome }> {
    const outcome = await this.webhooks.receive({ timestamp, signature, rawBody: request.rawBody, body });
    return { received: true, outcome };
  }
}
