import { Schema } from 'effect'
import type { ShelterSideFact, ShelterSides } from '../../core/ports/shelter-sides.port'
import { decoderOf } from '../../core/shared/decoder'
import { apiJson } from './api-client'

export const SHELTER_SIDES_PATH = '/api/v1/pricing/shelter-sides'

const decodeFacts = decoderOf(
  Schema.Struct({
    data: Schema.Array(
      Schema.Struct({
        inventoryNumber: Schema.String,
        oldInventoryNumber: Schema.String,
        side: Schema.Literals(['a', 'b']),
        okrugAbbrev: Schema.String,
      }),
    ),
  }),
  { allowUnknown: true },
)

/** The shelter inventory of a running Tablo server (the CLI's --api mode): the sides it prices by. */
export class ApiShelterSides implements ShelterSides {
  constructor(private readonly baseUrl: string) {}

  async byNumbers(numbers: readonly string[]): Promise<readonly ShelterSideFact[]> {
    if (numbers.length === 0) return []
    const url = `${this.baseUrl}${SHELTER_SIDES_PATH}`
    const decoded = decodeFacts(await apiJson(url, { method: 'POST', body: JSON.stringify({ numbers }) }))
    if (!decoded.ok) throw new Error(`shelter sides from ${url} are invalid`)
    return decoded.value.data
  }
}
