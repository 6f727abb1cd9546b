import { useEffect } from 'react'

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title.includes('Roteiro') ? title : `${title} · Roteiro`
  }, [title])
}
