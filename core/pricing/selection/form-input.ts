/** A calculator form's input as the wizard keeps it and a draft stores it: the calculator's fields by name. */
export type FormInput = Readonly<Record<string, unknown>>
