import { stationLabel, unitAtStation } from '../../inventory/unit-names'

/**
 * The bundled demo set's units (used by the places' demo tariffs, core/places/<place>/<place>.tariff.ts): stations
 * of the bundled metro data (their ids are the seed's, adapters/inventory/data), with their lines.
 */
export type Station = readonly [id: string, name: string, line: string]
export const CENTRE: readonly Station[] = [
  ['S209', 'Охотный Ряд', 'Сокольническая'],
  ['S299', 'Театральная', 'Замоскворецкая'],
  ['S235', 'Площадь Революции', 'Арбатско-Покровская'],
  ['S136', 'Курская', 'Арбатско-Покровская'],
  ['S111', 'Комсомольская', 'Сокольническая'],
  ['S028', 'Белорусская', 'Замоскворецкая'],
  ['S102', 'Киевская', 'Арбатско-Покровская'],
  ['S216', 'Парк культуры', 'Сокольническая'],
  ['S250', 'Пушкинская', 'Таганско-Краснопресненская'],
  ['S298', 'Тверская', 'Замоскворецкая'],
  ['S350', 'Чеховская', 'Серпуховско-Тимирязевская'],
  ['S152', 'Лубянка', 'Сокольническая'],
]
export const RING: readonly Station[] = [
  ['S105', 'Китай-город', 'Калужско-Рижская'],
  ['S310', 'Третьяковская', 'Калужско-Рижская'],
  ['S188', 'Новокузнецкая', 'Замоскворецкая'],
  ['S210', 'Павелецкая', 'Замоскворецкая'],
  ['S297', 'Таганская', 'Таганско-Краснопресненская'],
  ['S278', 'Смоленская', 'Арбатско-Покровская'],
  ['S015', 'Арбатская', 'Арбатско-Покровская'],
  ['S162', 'Маяковская', 'Замоскворецкая'],
]
export const HUBS: readonly Station[] = [
  ['S022', 'Баррикадная', 'Таганско-Краснопресненская'],
  ['S050', 'ВДНХ', 'Калужско-Рижская'],
  ['S065', 'Выставочная', 'Филёвская'],
  ['S079', 'Добрынинская', 'Кольцевая'],
  ['S201', 'Октябрьская', 'Кольцевая'],
  ['S247', 'Проспект Мира', 'Кольцевая'],
  ['S282', 'Сокольники', 'Сокольническая'],
  ['S112', 'Комсомольская', 'Кольцевая'],
]

/**
 * The price list's own units (the ids every example and test prices): one a station, each named by its station
 * with its line and where it hangs there (core/inventory/unit-names.ts), so it reads apart from the inventory's
 * numbered units of the same station. Units in the metro keep their station for the scheme (R-SCREEN-59).
 */
export const unitsAt = (prefix: string, unit: string, stations: readonly Station[], inMetro = true) =>
  stations.map(([stationId, station, line], i) => ({
    id: `${prefix}-${String(i + 1).padStart(3, '0')}`,
    name: unitAtStation(stationLabel(station, line), unit),
    ...(inMetro ? { stationId } : {}),
  }))
