import { useShellMessages } from '#app/utils/site-content.ts'
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'
import { AlertIcon, CheckCircleIcon } from './icons.tsx'

/** Toasts close themselves after this long, as in the original; they have no close button. */
export const TOAST_LIFE_MS = 3000

export interface ToastInput {
  severity: 'success' | 'error'
  summary: string
  detail: string
}

interface Toast extends ToastInput {
  id: number
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null)

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used inside <ToastProvider>')
  return show
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(0)
  const messages = useShellMessages()

  const show = useCallback((input: ToastInput) => {
    const id = ++nextId.current
    setToasts((current) => [...current, { ...input, id }])
    setTimeout(
      () => setToasts((current) => current.filter((toast) => toast.id !== id)),
      TOAST_LIFE_MS,
    )
  }, [])

  const value = useMemo(() => show, [show])

  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* The live region is always in the page, so screen readers announce what is added to it. */}
      <div className="toast-region" role="region" aria-label={messages.notifications}>
        <div aria-live="polite" aria-atomic="false" className="toast-region__list">
          {toasts.map((toast) => (
            <div
              key={toast.id}
              className="toast"
              role={toast.severity === 'error' ? 'alert' : 'status'}
              data-severity={toast.severity}
            >
              {toast.severity === 'success' ? <CheckCircleIcon /> : <AlertIcon />}
              <div>
                <p className="toast__summary">{toast.summary}</p>
                <p className="toast__detail">{toast.detail}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  )
}
