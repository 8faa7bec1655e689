import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { Readable } from 'node:stream'
import type { FileStorage } from '../../core/ports/file-storage.port'
import { assertStorageKey } from './storage-key'

export interface S3Location {
  readonly endpoint: string
  readonly bucket: string
  /** Keys are stored under this prefix (the URL's path after the bucket), e.g. `tablo/`. */
  readonly prefix: string
  readonly region: string
  readonly accessKeyId: string
  readonly secretAccessKey: string
}

/**
 * S3_URL names an S3-compatible bucket (MinIO and the like), credentials in the user part:
 * `https://KEY:SECRET@minio.example:9000/bucket/optional/prefix?region=ru-central1`. `s3+http://` talks plain
 * HTTP to a local MinIO. Path-style addressing, which every S3-compatible store understands.
 */
export const parseS3Url = (text: string): S3Location => {
  const url = new URL(text)
  const secure = url.protocol === 'https:' || url.protocol === 's3:'
  if (!['https:', 'http:', 's3:', 's3+http:'].includes(url.protocol))
    throw new Error(`S3_URL must start with https://, http://, s3:// or s3+http://, got ${url.protocol}`)
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean)
  if (!bucket) throw new Error('S3_URL must name the bucket: https://KEY:SECRET@host/bucket')
  if (!url.username || !url.password) throw new Error('S3_URL must carry KEY:SECRET before the host')
  return {
    endpoint: `${secure ? 'https' : 'http'}://${url.host}`,
    bucket: decodeURIComponent(bucket),
    prefix: rest.length ? `${rest.map(decodeURIComponent).join('/')}/` : '',
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  }
}

/** The object key of a storage key: the location's prefix, then the key itself. */
export const objectKey = (location: Pick<S3Location, 'prefix'>, key: string): string =>
  `${location.prefix}${assertStorageKey(key)}`

/** The client settings of a location (exported for the test of the URL building). */
export const s3ClientConfig = (location: S3Location): S3ClientConfig => ({
  endpoint: location.endpoint,
  region: location.region,
  forcePathStyle: true,
  credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
})

const isMissing = (cause: unknown): boolean => {
  const e = cause as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}

/** Files in an S3-compatible bucket; uploads go as a streamed multipart upload (5 MB parts). */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client

  constructor(private readonly location: S3Location) {
    this.client = new S3Client(s3ClientConfig(location))
  }

  async put(key: string, body: AsyncIterable<Uint8Array>): Promise<{ size: number }> {
    let size = 0
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of body) {
          size += chunk.length
          yield chunk
        }
      })(),
    )
    await new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: objectKey(this.location, key), Body: counted },
      queueSize: 2,
      partSize: 5 * 1024 * 1024,
    }).done()
    return { size }
  }

  async get(key: string): Promise<AsyncIterable<Uint8Array> | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: objectKey(this.location, key) }),
      )
      return answer.Body as Readable | undefined
    } catch (cause) {
      if (isMissing(cause)) return undefined
      throw cause
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.location.bucket, Key: objectKey(this.location, key) }),
    )
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.location.bucket, Key: objectKey(this.location, key) }),
      )
      return head.ContentLength
    } catch (cause) {
      if (isMissing(cause)) return undefined
      throw cause
    }
  }
}
