import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module.js';
import { FailedSignIns } from './failed-sign-ins.js';
import { RateLimitRules } from './rate-limit-rules.js';
import { RateLimiter } from './rate-limiter.service.js';
import { RetryAfterInterceptor } from './retry-after.interceptor.js';

@Module({
  imports: [AuditModule],
  providers: [RateLimiter, RateLimitRules, FailedSignIns, { provide: APP_INTERCEPTOR, useClass: RetryAfterInterceptor }],
  exports: [RateLimiter, RateLimitRules, FailedSignIns],
})
export class RateLimitsModule {}
