import { describe, expect, it } from 'vitest'
import { capabilitiesOf } from './staff-roles'
import { currentSection, staffHeaderModel } from './staff-header.view-model'

const me = (roles: Parameters<typeof capabilitiesOf>[0], fullName = 'Анна Смирнова') => ({
  fullName,
  roles,
  capabilities: capabilitiesOf(roles),
})

describe('the staff desk’s header (issue #48 item 1)', () => {
  it('shows a moderator the queue only, with their name and role', () => {
    expect(staffHeaderModel(me(['moderator']))).toEqual({
      sections: [{ id: 'queue', label: 'Очередь', to: '/staff' }],
      name: 'Анна Смирнова',
      roles: 'Модератор',
    })
  })
  it('adds bank statements for those who decide payments, and names every role', () => {
    const header = staffHeaderModel(me(['accountant', 'editor']))
    expect(header.sections.map((s) => s.label)).toEqual(['Очередь', 'Банковские выписки'])
    expect(header.roles).toBe('Бухгалтер, Редактор')
  })
  it('adds the agencies for an administrator, who sets their discounts', () => {
    expect(staffHeaderModel(me(['superuser'])).sections.map((s) => s.label)).toEqual([
      'Очередь',
      'Банковские выписки',
      'Агентства',
    ])
    expect(staffHeaderModel(me(['moderator', 'accountant'])).sections.map((s) => s.id)).not.toContain(
      'agencies',
    )
  })
  it('falls back to the profile’s name and ignores roles it does not know', () => {
    expect(
      staffHeaderModel({ fullName: ' ', roles: ['pilot'], capabilities: [] }, 'moderator@tablo.local'),
    ).toEqual({
      sections: [{ id: 'queue', label: 'Очередь', to: '/staff' }],
      name: 'moderator@tablo.local',
      roles: '',
    })
  })
  it('knows which section an address is in', () => {
    expect(currentSection('/staff')).toBe('queue')
    expect(currentSection('/staff/campaigns/c-1')).toBe('queue')
    expect(currentSection('/staff/payments')).toBe('payments')
    expect(currentSection('/staff/agencies')).toBe('agencies')
  })
})
