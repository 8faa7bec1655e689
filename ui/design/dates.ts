import { parseDate, today, type CalendarDate } from '@internationalized/date'

/** Moscow's zone: the cabinet's calendar days are Moscow's (R-CONST-03). */
export const MOSCOW = 'Europe/Moscow'

/** The core's ISO day (YYYY-MM-DD) as the picker's calendar date, and back: conversion at the edge. */
export const toCalendarDate = (iso: string | null | undefined): CalendarDate | null =>
  iso ? parseDate(iso) : null
export const toIsoDay = (date: CalendarDate | null | undefined): string | null =>
  date ? date.toString() : null

/** Today in Moscow, whatever the browser's zone. */
export const moscowToday = (): CalendarDate => today(MOSCOW)
