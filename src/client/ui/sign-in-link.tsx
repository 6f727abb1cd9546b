import { useNavigate } from '@tanstack/react-router'
import type { AnchorHTMLAttributes } from 'react'

/**
 * A link to sign in that brings the visitor back to `returnTo` (the sign-in's `redirect`). A real
 * href, so it opens in a new tab too; a plain click stays in the app.
 */
export function SignInLink({ returnTo, children, ...anchor }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { returnTo: string }) {
  const navigate = useNavigate()
  const href = `/signin?${new URLSearchParams({ redirect: returnTo })}`
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        // Ctrl/Cmd/Shift-click opens a tab or window, as any link does.
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void navigate({ href })
      }}
    >
      {children}
    </a>
  )
}
