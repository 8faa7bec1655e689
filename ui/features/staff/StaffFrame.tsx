import { css } from '@linaria/core'
import { useEffect, type ReactNode } from 'react'
import { staffHeaderModel } from '../../../core/staff/staff-header.view-model'
import { StaffMeStore } from '../../../core/staff/staff-me.store'
import { useLazyModule, useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { pageColumn } from '../../components/page.styles'
import { StaffHeader } from './StaffHeader'

// The desk fills the window under its header, as the cabinet does, so nothing below jumps as a screen arrives.
const page = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  & > main,
  & > [aria-busy='true'] {
    flex: 1;
  }
`

export interface StaffFrameProps {
  readonly fullName: string
  readonly currentPath: string
  readonly onLogout: () => void
  readonly children: ReactNode
}

/**
 * The staff desk's frame (issue #48 item 1): the desk's stores loaded into the container, who the staff member
 * is read once, the header with the sections their roles open, their name and roles; the screen under it.
 */
export const StaffFrame = ({ fullName, currentPath, onLogout, children }: StaffFrameProps) => {
  useLazyModule('staff')
  const me = useService(StaffMeStore)
  const state = useReadable(me)
  useEffect(() => {
    void me.load()
  }, [me])
  const model = staffHeaderModel(state.me ?? { fullName, roles: [], capabilities: [] }, fullName)
  return (
    <div className={page}>
      <StaffHeader model={model} currentPath={currentPath} onLogout={onLogout} />
      {state.status === 'error' && (
        <div className={pageColumn} style={{ paddingBottom: 0 }}>
          <LoadFailed message={state.error} onRetry={() => void me.load()} />
        </div>
      )}
      {children}
    </div>
  )
}
