import { css } from '@linaria/core'
import { Inbox, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react'
import { useMemo, useState, type ReactNode } from 'react'
import { DialogTrigger } from 'react-aria-components'
import { CAMPAIGN_BADGE_CLASSES } from '../../../core/campaign/campaign-state.labels'
import { sortRows, type SortOrder } from '../../../core/cabinet/view/table-sort'
import type { Kopecks } from '../../../core/shared/money'
import { AlertDialog } from '../../design/AlertDialog'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { ComboBox } from '../../design/ComboBox'
import { DatePicker } from '../../design/DatePicker'
import { DateRangePicker, type IsoPeriod } from '../../design/DateRangePicker'
import { DateText } from '../../design/DateText'
import { Accordion, Disclosure } from '../../design/Disclosure'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Menu } from '../../design/Menu'
import { DialogActions, Modal } from '../../design/Modal'
import { Money } from '../../design/Money'
import { NumberField } from '../../design/NumberField'
import { Pagination } from '../../design/Pagination'
import { Popover } from '../../design/Popover'
import { ProgressBar } from '../../design/ProgressBar'
import { RadioGroup } from '../../design/RadioGroup'
import { Select } from '../../design/Select'
import { Loading } from '../../design/Loading'
import { Skeleton } from '../../design/Skeleton'
import { Switch } from '../../design/Switch'
import { Table } from '../../design/Table'
import { Tabs } from '../../design/Tabs'
import { TextField } from '../../design/TextField'
import { notify, Toasts } from '../../design/Toast'
import { Tooltip } from '../../design/Tooltip'
import { color, font, radius, space } from '../../design/tokens'

const page = css`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${space(6)} ${space(4)} ${space(16)};
  h1 {
    font-size: ${font.h1};
  }
`
const section = css`
  margin: ${space(6)} 0;
  padding: ${space(6)};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  h2 {
    margin: 0 0 ${space(4)};
    font-size: ${font.h3};
  }
`
const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space(4)};
  & > * {
    flex: 0 1 260px;
  }
`

const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <section className={section} aria-label={title}>
    <h2>{title}</h2>
    <div className={row}>{children}</div>
  </section>
)

const STATIONS = [
  'Арбатская',
  'Бауманская',
  'Киевская',
  'Курская',
  'Маяковская',
  'Охотный Ряд',
  'Павелецкая',
  'Таганская',
].map((name) => ({ id: name, name }))
const MONTHS = ['Декабрь 2026', 'Январь 2027', 'Февраль 2027'].map((name, i) => ({ id: String(i), name }))

interface DemoRow {
  readonly id: number
  readonly name: string
  readonly district: string
  readonly sides: number
  readonly price: Kopecks
}
const DISTRICTS = ['ЦАО', 'САО', 'СВАО', 'ВАО', 'ЮВАО', 'ЮАО', 'ЮЗАО', 'ЗАО', 'СЗАО', 'ЗелАО', 'ТиНАО']
/** 10 000 rows, made by a formula (the same every time), to show the virtualised table holds a city. */
const DEMO_ROWS: readonly DemoRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  name: `Остановка № ${i + 1}`,
  district: DISTRICTS[(i * 7) % DISTRICTS.length] ?? 'ЦАО',
  sides: 1 + ((i * 13) % 2),
  price: (2_500_000 + ((i * 7919) % 4_000_000)) as Kopecks,
}))

const TableDemo = () => {
  const [sort, setSort] = useState<SortOrder>({ column: 'price', direction: 'descending' })
  const rows = useMemo(
    () =>
      sortRows(DEMO_ROWS, sort, (r, c) =>
        c === 'name' ? r.id : c === 'district' ? r.district : c === 'sides' ? r.sides : r.price,
      ),
    [sort],
  )
  return (
    <div style={{ flex: '1 1 100%' }}>
      <Table
        label="Остановки (10 000 строк)"
        columns={[
          { id: 'name', name: 'Остановка', isRowHeader: true, allowsSorting: true },
          { id: 'district', name: 'Округ', allowsSorting: true },
          { id: 'sides', name: 'Сторон', allowsSorting: true, align: 'end' },
          { id: 'price', name: 'Цена в месяц', allowsSorting: true, align: 'end' },
        ]}
        rows={rows}
        sort={sort}
        onSortChange={setSort}
        height={320}
        cell={(r, c) =>
          c === 'name' ? (
            r.name
          ) : c === 'district' ? (
            r.district
          ) : c === 'sides' ? (
            r.sides
          ) : (
            <Money kopecks={r.price} />
          )
        }
      />
    </div>
  )
}

/**
 * The design system's catalogue (/app/ui-kit): every component in its states, screenshotted by a browser test.
 * Built only into development and test builds (VITE_UI_KIT=true), never into the production cabinet.
 */
export const UiKitPage = () => {
  const [name, setName] = useState('ООО «Ромашка»')
  const [count, setCount] = useState<number | string>(1234567.5)
  const [station, setStation] = useState<string | null>('Киевская')
  const [month, setMonth] = useState<string | null>('1')
  const [day, setDay] = useState<string | null>('2026-12-01')
  const [period, setPeriod] = useState<IsoPeriod | null>({ start: '2026-12-01', end: '2026-12-31' })
  const [alert, setAlert] = useState<'delete' | 'error' | null>(null)
  const [pageNo, setPageNo] = useState(5)
  const [done, setDone] = useState('')
  return (
    <main className={page}>
      <h1>Дизайн-система Табло</h1>
      <p>Каждый компонент в каждом состоянии. Страница есть только в сборке для разработки и тестов.</p>

      <Section title="Кнопки и ссылки">
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', flex: '1 1 100%' }}>
          <Button>Создать кампанию</Button>
          <Button variant="secondary">Сохранить черновик</Button>
          <Button variant="quiet">Отмена</Button>
          <Button variant="danger">
            <Trash2 aria-hidden />
            Удалить
          </Button>
          <Button isDisabled>Недоступно</Button>
          <Button isPending>Сохраняем…</Button>
          <Button size="small" variant="secondary">
            <Plus aria-hidden />
            Маленькая
          </Button>
          <Button iconOnly variant="secondary" aria-label="Изменить">
            <Pencil aria-hidden />
          </Button>
        </div>
        <div style={{ display: 'flex', gap: 16, flex: '1 1 100%' }}>
          <Link href="/ui-kit">Ссылка в кабинете</Link>
          <Link href="/ui-kit" variant="quiet">
            Тихая ссылка
          </Link>
          <Link isDisabled>Недоступная ссылка</Link>
        </div>
      </Section>

      <Section title="Поля ввода">
        <TextField label="Название" value={name} onChange={setName} description="Как в договоре" />
        <TextField label="ИНН" defaultValue="123" errorMessage="Неправильный формат" />
        <TextField label="Комментарий" multiline defaultValue="Две строки" />
        <TextField label="Недоступное поле" value="Только чтение" isDisabled />
        <NumberField
          label="Количество показов"
          rule={{ min: 0, step: 0.5 }}
          value={count}
          onChange={setCount}
          description="Введите число не меньше 0 с шагом 0,5"
        />
        <NumberField
          label="Бюджет, ₽"
          rule={{ min: 0, whole: true }}
          value={undefined}
          onChange={setCount}
          placeholder="10 000 000"
          steppers={false}
        />
        <NumberField
          label="Выходов в час"
          rule={{ min: 0 }}
          value={-1}
          onChange={setCount}
          errorMessage="Не меньше 0"
        />
        <NumberField
          label="Показов за период"
          rule={{ min: 10_000, max: 100_000_000, clamp: true }}
          value={500}
          onChange={setCount}
          note="Не меньше 10 000: цена посчитана для 10 000"
        />
      </Section>

      <Section title="Выбор">
        <Select label="Месяц" options={MONTHS} value={month} onChange={setMonth} />
        <Select
          label="Месяц (ошибка)"
          options={MONTHS}
          placeholder="Выберите месяц"
          errorMessage="Данное поле является обязательным"
        />
        <ComboBox
          label="Станция"
          options={STATIONS}
          value={station}
          onChange={setStation}
          placeholder="Начните вводить"
        />
        <RadioGroup
          label="Период"
          defaultValue="month"
          options={[
            { id: 'month', name: 'Месяцы' },
            { id: 'days', name: 'Дни' },
            { id: 'weeks', name: 'Недели', isDisabled: true },
          ]}
        />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Checkbox defaultSelected>Выбрано</Checkbox>
          <Checkbox>Не выбрано</Checkbox>
          <Checkbox isIndeterminate>Часть района</Checkbox>
          <Checkbox isDisabled>Недоступно</Checkbox>
          <Checkbox isInvalid>С ошибкой</Checkbox>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Switch defaultSelected>Уведомления по почте</Switch>
          <Switch>Сезонный коэффициент</Switch>
          <Switch isDisabled>Недоступно</Switch>
        </div>
      </Section>

      <Section title="Даты (московское время)">
        <DatePicker label="Дата начала" value={day} onChange={setDay} min="2026-11-25" />
        <DateRangePicker label="Период размещения" value={period} onChange={setPeriod} />
        <DatePicker label="Дата (ошибка)" errorMessage="Дата раньше сегодняшней" />
        <p>
          Выбрано: <DateText value={day ?? '2026-12-01'} />, период{' '}
          {period ? <DateText value={period.start} until={period.end} /> : '—'}
        </p>
      </Section>

      <Section title="Диалоги, всплывающие панели, меню">
        <DialogTrigger>
          <Button variant="secondary">Открыть окно</Button>
          <Modal title="Архив оферт">
            {(close) => (
              <>
                <p>Окно держит фокус, страница под ним не прокручивается, Escape закрывает.</p>
                <DialogActions>
                  <Button onPress={close}>Понятно</Button>
                </DialogActions>
              </>
            )}
          </Modal>
        </DialogTrigger>
        <Button variant="danger" onPress={() => setAlert('delete')}>
          Удалить кампанию
        </Button>
        <Button variant="secondary" onPress={() => setAlert('error')}>
          Показать ошибку
        </Button>
        <AlertDialog
          isOpen={alert === 'delete'}
          onOpenChange={(open) => !open && setAlert(null)}
          title="Удалить кампанию?"
          confirmLabel="Удалить"
          variant="danger"
          onConfirm={() => setDone('Кампания удалена')}
        >
          Кампания «Весна» будет удалена без возможности восстановления.
        </AlertDialog>
        <AlertDialog
          isOpen={alert === 'error'}
          onOpenChange={(open) => !open && setAlert(null)}
          title="Ошибка"
          confirmLabel="Ок"
          onConfirm={() => setDone('Ошибка закрыта')}
        >
          Сервер не ответил. Попробуйте ещё раз.
        </AlertDialog>
        <DialogTrigger>
          <Button variant="secondary">Фильтр</Button>
          <Popover label="Фильтр">
            <Checkbox defaultSelected>Только свободные</Checkbox>
          </Popover>
        </DialogTrigger>
        <Menu
          label="Действия с кампанией"
          trigger={
            <Button variant="secondary" iconOnly aria-label="Действия с кампанией">
              <MoreHorizontal aria-hidden />
            </Button>
          }
          actions={[
            { id: 'edit', label: 'Редактировать', icon: <Pencil size={16} aria-hidden /> },
            { id: 'copy', label: 'Копировать' },
            { id: 'delete', label: 'Удалить', danger: true, icon: <Trash2 size={16} aria-hidden /> },
            { id: 'pay', label: 'Оплатить', isDisabled: true },
          ]}
          onAction={(id) => setDone(`Выбрано действие: ${id}`)}
        />
        <Tooltip content="Скидка за объём действует от 1 000 сторон">
          <Button variant="quiet">Подсказка</Button>
        </Tooltip>
        <Button variant="secondary" onPress={() => notify({ title: 'Черновик сохранён', tone: 'success' })}>
          Показать уведомление
        </Button>
        <p role="status" style={{ flex: '1 1 100%' }}>
          {done}
        </p>
      </Section>

      <Section title="Вкладки и раскрывающиеся блоки">
        <div style={{ flex: '1 1 100%' }}>
          <Tabs
            label="Кампании"
            tabs={[
              { id: 'current', title: 'Текущие', content: <p>Идут сейчас.</p> },
              { id: 'moderation', title: 'На модерации', content: <p>Ждут проверки.</p> },
              { id: 'archive', title: 'Архив', content: <p>Завершены.</p> },
              { id: 'none', title: 'Недоступно', content: null, isDisabled: true },
            ]}
          />
        </div>
        <div style={{ flex: '1 1 100%' }}>
          <Accordion>
            <Disclosure title="Как рассчитывается цена?" defaultExpanded>
              По тарифу района, сезонному коэффициенту и скидкам.
            </Disclosure>
            <Disclosure title="Когда нужно оплатить?">До начала размещения.</Disclosure>
          </Accordion>
        </div>
      </Section>

      <Section title="Статусы, деньги, даты">
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', flex: '1 1 100%' }}>
          {CAMPAIGN_BADGE_CLASSES.map((tone) => (
            <Badge key={tone} tone={tone}>
              {
                {
                  create: 'Черновик',
                  moderation: 'На модерации',
                  rejected: 'Отклонена',
                  purchased: 'Оплачена',
                  current: 'Активна',
                  archive: 'Завершена',
                }[tone]
              }
            </Badge>
          ))}
          <Badge tone="neutral">Не оплачен</Badge>
          <Badge tone="accent">Новое</Badge>
        </div>
        <p>
          <Money kopecks={123456789 as Kopecks} />, <Money roubles={-1500} />,{' '}
          <Money kopecks={0 as Kopecks} sign={false} />
        </p>
        <p>
          <DateText value="2026-12-31" />, <DateText value="2026-11-24T21:30:00.000Z" withTime />
        </p>
      </Section>

      <Section title="Загрузка и пустые состояния">
        <ProgressBar label="Загрузка ролика" value={42} />
        <ProgressBar label="Выгрузка в Excel" isIndeterminate />
        <div>
          <Loading label="Загрузка списка">
            <Skeleton lines={3} />
          </Loading>
        </div>
        <div style={{ flex: '1 1 100%' }}>
          <EmptyState
            icon={<Inbox aria-hidden />}
            title="Кампаний пока нет"
            action={<Button>Создать кампанию</Button>}
          >
            Выберите места и период — цена посчитается сразу.
          </EmptyState>
        </div>
      </Section>

      <Section title="Таблица и страницы">
        <TableDemo />
        <div style={{ flex: '1 1 100%' }}>
          <Pagination page={pageNo} pageCount={20} onChange={setPageNo} />
        </div>
      </Section>
      <Toasts />
    </main>
  )
}
