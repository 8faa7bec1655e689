/**
 * The catalogue of the sentences a person reads when a call fails (cabinet §8, R-ERR-*), in Russian: the server's
 * use cases answer with them and the cabinet's failure mapping (its error-catalogue.ts) shows them,
 * so both read the one text. Field messages have their own catalogue (field-messages.ts).
 */

/** The fallback when the server gives no usable text (also R-VAL-07's "anything else"). */
export const UNEXPECTED_ERROR = 'Непредвиденная ошибка'

/** R-ERR-08 (open wording), our text. */
export const CAMPAIGN_EXPIRED_MESSAGE =
  'Рекламную кампанию с такими параметрами сейчас нельзя забронировать. Создайте новую кампанию.'
/** R-API-12: an invoice names its advertiser, so the campaign's cannot change after it (our text). */
export const ADVERTISER_INVOICED =
  'Счёт уже выставлен на рекламодателя кампании: сменить его нельзя. Создайте для другого рекламодателя новую кампанию'
/** R-ERR-09 (open wording), our text. */
export const PACKAGES_UNAVAILABLE_MESSAGE = 'Не все выбранные пакеты доступны для продажи.'
/** R-STATE-07: sending a non-draft. */
export const SEND_ERROR_MESSAGE = 'Кампанию нельзя отправить на модерацию'
/** R-ERR-12 (open): prolongation messages are joined with this separator. */
export const PROLONGATION_SEPARATOR = '; '
/** R-ERR-13 */
export const PERIODS_ERROR_MESSAGE = 'Ошибка периодов'
/** R-ERR-14 */
export const LANDING_UPLOAD_ERROR_MESSAGE = 'Ошибка загрузки'
/** R-ERR-15: the server's two ways of saying the reservation waits for the manager. */
export const RESERVATION_PENDING_CODES = ['not_reservation', 'Не все скедлы подтверждены'] as const
/** R-ERR-15 (open wording), our text. */
export const RESERVATION_WITH_MANAGER_MESSAGE =
  'Кампания передана менеджеру на проверку. Счёт будет выставлен после подтверждения бронирования. ' +
  'Контакты менеджера — в разделе «Профиль».'
/** Delete-campaign error text: open in the spec (cabinet §8); our text. */
export const DELETE_ERROR_MESSAGE = 'Не удалось удалить рекламную кампанию'
/** Consent-revocation failure text: open in the spec (cabinet §8); our text. */
export const REVOCATION_ERROR_MESSAGE = 'Не удалось отозвать согласие на обработку персональных данных'
/** R-ERR-11: the server's text that raises the schedule-error flag. */
export const INVALID_SCHEDULE = 'invalid schedule'
