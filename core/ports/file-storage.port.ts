/**
 * Where uploaded files live (issue 6 part 5): the filesystem by default, an S3-compatible bucket when
 * configured. Bodies are streams of bytes both ways, so no file is ever held whole in memory.
 */
export interface FileStorage {
  /** Stores the bytes under the key (replacing any); answers how many were written. */
  put(key: string, body: AsyncIterable<Uint8Array>): Promise<{ readonly size: number }>
  /** The bytes under the key as a stream, or undefined when there is no such file. */
  get(key: string): Promise<AsyncIterable<Uint8Array> | undefined>
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>
  /** The file's size in bytes, or undefined when missing. */
  size(key: string): Promise<number | undefined>
}
export const FileStorage = Symbol.for('tablo.FileStorage')
