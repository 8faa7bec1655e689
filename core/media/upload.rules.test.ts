import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES, judgeUpload, tooLarge } from './upload.rules'

const judge = (
  kind: 'image' | 'video' | 'document',
  fileName: string,
  declaredType: string,
  sniffed?: string,
) => judgeUpload({ kind, fileName, declaredType, sniffed })

describe('upload judged by its own bytes', () => {
  it('accepts a file whose label and extension agree with its content, or say nothing', () => {
    expect(judge('image', 'a.png', 'image/png', 'image/png')).toEqual({ ok: true, value: 'image/png' })
    expect(judge('image', 'photo.JPG', 'application/octet-stream', 'image/jpeg').ok).toBe(true)
    expect(judge('video', 'clip', '', 'video/mp4').ok).toBe(true)
    expect(judge('document', 'scan.pdf', 'application/pdf', 'application/pdf').ok).toBe(true)
  })
  it('refuses a mislabelled file by its type or its extension', () => {
    const byType = judge('image', 'a.png', 'image/png', 'image/jpeg')
    expect(byType).toMatchObject({ ok: false, error: { code: 'mislabelled', field: 'file' } })
    expect(!byType.ok && byType.error.message).toBe(
      'Файл подписан как image/png, а на самом деле это JPEG: переименуйте или пересохраните его',
    )
    expect(judge('image', 'a.png', 'application/octet-stream', 'image/jpeg')).toMatchObject({
      error: { code: 'mislabelled' },
    })
  })
  it('refuses unknown and unaccepted content naming what is needed', () => {
    expect(judge('image', 'a.txt', 'text/plain', undefined)).toMatchObject({
      error: { code: 'wrongFormat', message: 'Формат файла не распознан: нужно JPEG или PNG' },
    })
    expect(judge('video', 'a.png', 'image/png', 'image/png')).toMatchObject({
      error: { message: 'Формат файла (PNG) не подходит: нужно MP4' },
    })
  })
  it('states the limit of each kind in megabytes', () => {
    expect(MAX_UPLOAD_BYTES.video).toBe(500 * 1024 * 1024)
    expect(tooLarge('image').message).toBe('Файл больше 20 МБ: загрузите файл поменьше')
  })
})
