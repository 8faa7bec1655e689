import { css, cx } from '@linaria/core'
import {
  Building,
  Bus,
  BusFront,
  Gem,
  Grid2x2,
  LayoutGrid,
  Lightbulb,
  Monitor,
  MonitorPlay,
  RectangleVertical,
  Signpost,
  Sticker,
  TramFront,
  type LucideIcon,
} from 'lucide-react'
import type { AdvertisePlace } from '../../../core/campaign/advertise-place'
import type { PlacementEntry } from '../../../core/cabinet/view/wizard.view-model'
import { card } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { ManagerRequest } from './ManagerRequest'
import { Link } from '../../design/Link'
import { color, font, space } from '../../design/tokens'

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space(4)};
  li {
    padding: ${space(5)};
    display: flex;
    flex-direction: column;
    gap: ${space(3)};
  }
  .head {
    display: flex;
    gap: ${space(3)};
    align-items: center;
    font-weight: 600;
  }
  .head svg {
    width: 28px;
    height: 28px;
    color: ${color.accent};
    flex: none;
  }
  .later {
    color: ${color.muted};
    font-size: ${font.caption};
    margin: 0;
  }
  li > button {
    margin-top: auto;
    align-self: flex-start;
  }
`

const resumeRow = css`
  margin: 0 0 ${space(4)};
  padding: ${space(3)} ${space(4)};
  border-radius: 8px;
  background: ${color.infoBg};
`

/** The media-type icon of each place (lucide, the one icon set). */
const ICONS: Readonly<Partial<Record<AdvertisePlace, LucideIcon>>> = {
  metroMonitors: MonitorPlay,
  metroStickers: Sticker,
  lightBoxes: Lightbulb,
  cristalLight: Gem,
  transitShelter: Bus,
  navigationSign: Signpost,
  monitorsStandalone: Monitor,
  monitorsTram: TramFront,
  busMonitors: BusFront,
  groundTransportation: Bus,
  groundTransportationTram: TramFront,
  cityFormat: RectangleVertical,
  cityFormatStandalone: RectangleVertical,
  cityFormatGroup: LayoutGrid,
  turnsTiles: Grid2x2,
  mediaFacade: Building,
}

/** Step 1, 'Рекламоноситель': the places catalogue; choosing one opens its wizard. */
export const PlacementsStep = ({
  entries,
  specialProjects,
  resume,
  onChoose,
}: {
  readonly entries: readonly PlacementEntry[]
  readonly specialProjects: readonly { readonly place: string; readonly title: string }[]
  readonly resume: { readonly href: string; readonly label: string } | undefined
  readonly onChoose: (place: AdvertisePlace) => void
}) => (
  <>
    {resume && (
      <p className={resumeRow}>
        Черновик сохранён. <Link href={resume.href}>{resume.label}</Link>
      </p>
    )}
    <ul className={grid} aria-label="Рекламные носители">
      {entries.map((e) => {
        const Icon = ICONS[e.place] ?? LayoutGrid
        return (
          <li key={e.place} className={cx(card)}>
            <span className="head">
              <Icon aria-hidden />
              {e.title}
            </span>
            {e.ready ? (
              <Button
                variant="secondary"
                aria-label={`Выбрать: ${e.title}`}
                onPress={() => onChoose(e.place)}
              >
                Выбрать
              </Button>
            ) : (
              <p className="later">Калькулятор готовится: этот носитель пока рассчитывает менеджер.</p>
            )}
          </li>
        )
      })}
    </ul>
    <ManagerRequest projects={specialProjects} />
  </>
)
