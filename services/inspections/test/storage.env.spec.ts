import { describe, expect, it } from '@jest/globals';
import { InvalidEnvironmentError, SERVICE_NAMESPACES, validateEnv, variablesReadBy } from '@irrigo/nest-kit';
import { DEFAULT_MEDIA_DIR, INSPECTIONS_NAMESPACES, InspectionsEnv, mediaStorageConfig } from '../src/inspections.env.js';

const BASE = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5443/postgres',
  IDENTITY_PUBLIC_JWK: '{}',
  SERVICE_PUBLIC_JWKS: '{"gateway":{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}}',
};
const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'media',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_REGION: 'us-west-2',
};

const problemsOf = (raw: Record<string, unknown>): string => {
  try {
    validateEnv('inspections', InspectionsEnv, { ...BASE, ...raw });
    return '';
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.message;
    throw error;
  }
};

describe('inspections: media storage settings', () => {
  it('keeps media in the local folder by default, beside the embedded databases in .data/', () => {
    const env = validateEnv('inspections', InspectionsEnv, BASE);
    expect(mediaStorageConfig(env)).toEqual({ mediaDir: DEFAULT_MEDIA_DIR, s3: null });
    expect(DEFAULT_MEDIA_DIR).toMatch(/\/\.data\/media\/inspections$/);
    expect(mediaStorageConfig(validateEnv('inspections', InspectionsEnv, { ...BASE, MEDIA_DIR: '/srv/media' })).mediaDir).toBe('/srv/media');
  });

  it('selects S3 when all five S3_* are set', () => {
    const env = validateEnv('inspections', InspectionsEnv, { ...BASE, ...S3 });
    expect(mediaStorageConfig(env).s3).toEqual({
      endpoint: S3.S3_ENDPOINT,
      bucket: 'media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-west-2',
    });
  });

  it.each(Object.keys(S3))('stops the boot naming %s when it alone of the S3 group is missing', (missing) => {
    const message = problemsOf({ ...S3, [missing]: '' });
    expect(message).toContain(missing);
    expect(message.split('\n')).toHaveLength(2);
  });

  it('names every missing S3_* variable when only one is set, and refuses an endpoint that is not a URL', () => {
    const message = problemsOf({ S3_BUCKET: 'media' });
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION']) expect(message).toContain(name);
    expect(message).not.toContain('S3_BUCKET must');
    expect(problemsOf({ ...S3, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT must be an http(s) URL');
  });

  it('reads every variable it declares through a config namespace', () => {
    const env = validateEnv('inspections', InspectionsEnv, { ...BASE, ...S3 });
    expect(variablesReadBy(env, [...SERVICE_NAMESPACES, ...INSPECTIONS_NAMESPACES])).toEqual(Object.keys(env).sort());
  });
});
