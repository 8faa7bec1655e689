import { groundPlace } from '../kinds/ground.kind'
import groundTransportationTramExample from './groundTransportationTram.example.json' with { type: 'json' }

/** Ground transport: trams (told apart from buses by their vehicles). */
export const groundTransportationTram = groundPlace({
  id: 'groundTransportationTram',
  name: 'Наземный транспорт: трамваи',
  order: 110,
  vehicles: { routesName: 'Трамвайные маршруты', runsAsTyped: true },
  example: groundTransportationTramExample,
})
