import { groundPlace } from '../kinds/ground.kind'
import groundTransportationExample from './groundTransportation.example.json' with { type: 'json' }

/** Ground transport: buses (told apart from trams by their vehicles). */
export const groundTransportation = groundPlace({
  id: 'groundTransportation',
  name: 'Наземный транспорт: автобусы',
  order: 100,
  vehicles: { routesName: 'Автобусные маршруты', runsAsTyped: false },
  media: { video: { name: 'Наземный транспорт', width: 1920, height: 1080, ratio: '16:9', maxDuration: 60 } },
  example: groundTransportationExample,
})
