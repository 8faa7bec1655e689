import { describe, expect, it } from 'vitest'
import { notFound, NOT_FOUND_MESSAGES } from './common-errors'

describe('notFound', () => {
  it('agrees with the noun: a file is "не найден", a record "не найдена"', () => {
    expect(notFound('Файл').message).toBe('Файл не найден')
    expect(notFound('Документ').message).toBe('Документ не найден')
    expect(notFound('Организация').message).toBe('Организация не найдена')
    expect(notFound().message).toBe('Запись не найдена')
    expect(notFound('Файл').code).toBe('not found')
  })

  it('names its noun first in every sentence', () => {
    for (const [noun, sentence] of Object.entries(NOT_FOUND_MESSAGES))
      expect(sentence).toMatch(new RegExp(`^${noun} не найдена?$`))
  })
})
