import { Module } from '@nestjs/common';
import { PasswordPolicy } from './password-policy.js';

@Module({ providers: [PasswordPolicy], exports: [PasswordPolicy] })
export class PasswordPolicyModule {}
