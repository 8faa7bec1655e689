import { describe, expect, it } from 'vitest'
import { objectKey, parseS3Url, s3ClientConfig } from './s3-file-storage'

/** Only the URL and key building is tested here: no S3-compatible server runs in the test environment. */
describe('S3 location from S3_URL', () => {
  it('reads endpoint, bucket, prefix, region and credentials', () => {
    const location = parseS3Url(
      'https://KEY:s%2Fecret@minio.example:9000/tablo-media/prod/files?region=ru-central1',
    )
    expect(location).toEqual({
      endpoint: 'https://minio.example:9000',
      bucket: 'tablo-media',
      prefix: 'prod/files/',
      region: 'ru-central1',
      accessKeyId: 'KEY',
      secretAccessKey: 's/ecret',
    })
    expect(objectKey(location, 'media/video/1')).toBe('prod/files/media/video/1')
    expect(s3ClientConfig(location)).toMatchObject({
      forcePathStyle: true,
      endpoint: 'https://minio.example:9000',
    })
  })
  it('talks plain HTTP to a local MinIO and defaults the region', () => {
    expect(parseS3Url('s3+http://a:b@127.0.0.1:9000/bucket')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      prefix: '',
      region: 'us-east-1',
    })
  })
  it('refuses URLs without a bucket or credentials, and keys outside the bucket prefix', () => {
    expect(() => parseS3Url('https://a:b@host')).toThrow('bucket')
    expect(() => parseS3Url('https://host/bucket')).toThrow('KEY:SECRET')
    expect(() => parseS3Url('ftp://a:b@host/bucket')).toThrow('S3_URL')
    expect(() => objectKey({ prefix: 'p/' }, '../other')).toThrow('Not a storage key')
  })
})
