/** The interface speaks Russian (R-CONST-01), counts money in roubles (R-CONST-02), and lives in Moscow (R-CONST-03). */
export const LOCALE = 'ru-RU'
export const CURRENCY = 'RUB'
export const TIME_ZONE = 'Europe/Moscow'
