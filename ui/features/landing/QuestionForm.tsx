import { QuestionStore } from '../../../core/cabinet/stores/question.store'
import { useService } from '../../app/container-context'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { TextField } from '../../design/TextField'
import { useSentForm } from './use-sent-form'

/**
 * The landing's ask-a-question form (R-SCREEN-72, R-API-25): an e-mail for the answer, a name if the visitor
 * likes, and the question; the captcha is solved by the browser. A refusal keeps the text.
 */
export const QuestionForm = () => {
  const { state, form, field, onSubmit } = useSentForm(useService(QuestionStore), {
    email: '',
    fullName: '',
    message: '',
  })
  if (state.value)
    return <Notice tone="success">Вопрос отправлен: ответ придёт на {form.email.trim()}.</Notice>
  return (
    <Form aria-label="Задать вопрос" noValidate onSubmit={onSubmit}>
      {state.error && <Notice tone="error">{state.error.message}</Notice>}
      <TextField label="E-mail для ответа" type="email" autoComplete="email" isRequired {...field('email')} />
      <TextField label="Имя" autoComplete="name" description="Необязательно" {...field('fullName')} />
      <TextField label="Вопрос" multiline isRequired maxLength={5000} {...field('message')} />
      <Button type="submit" variant="primary" isPending={state.loading}>
        Отправить вопрос
      </Button>
    </Form>
  )
}
