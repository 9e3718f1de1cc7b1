/** @jest-environment node */
/// <reference types="node" />
import { join } from 'node:path';
import { describeRouteExposes } from '../../../tools/build/route-exposes.testing';

describeRouteExposes('mf-admin', join(__dirname, '..'));
