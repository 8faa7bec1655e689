import { Redirect } from 'wouter'
import { placePageAction } from '../../../core/cabinet/routing/place-pages'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { Link } from '../../design/Link'
import { AuthLayout } from '../session/AuthLayout'
import { useSession } from '../session/use-session'
import { ComingSoon } from './ComingSoon'

/**
 * A place page (R-SCREEN-21..43): signed in, it opens the wizard on the page's place; signed out (the eight
 * public pages), it says what it prices and leads to the e-mail sign-in that opens that calculator
 * (R-ROUTE-13). A page with no calculator here says so.
 */
export const PlaceCalculatorScreen = ({ params }: ScreenProps) => {
  const { token } = useReadable(useSession())
  const action = placePageAction(params['page'] ?? '', token !== undefined)
  switch (action.kind) {
    case 'open':
      return <Redirect to={action.to} replace />
    case 'signIn':
      return (
        <AuthLayout tab="none">
          <h1>Калькулятор: {action.title}</h1>
          <p>
            Стоимость считается сразу, по ценам прайс-листа и вашим скидкам. Чтобы рассчитать и забронировать,
            войдите по e-mail — это займёт минуту, калькулятор откроется сам.
          </p>
          <Link href={action.to}>Рассчитать стоимость</Link>
        </AuthLayout>
      )
    case 'none':
      return <ComingSoon title="Калькулятор" />
  }
}
