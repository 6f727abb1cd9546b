import { Field, Input } from '@chakra-ui/react'
import { useEffect, useEffectEvent, useState } from 'react'

const DEBOUNCE_MS = 300

/** Free-text search: the list follows the typing after a short pause (one request per pause, not per key). */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value)
  // The URL may change under us (back button, a link): follow it.
  const [followed, setFollowed] = useState(value)
  if (followed !== value) {
    setFollowed(value)
    setText(value)
  }
  const search = useEffectEvent((query: string) => onChange(query))
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => search(text.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value])
  return (
    <Field.Root maxW="sm">
      <Field.Label>{label}</Field.Label>
      <Input type="search" value={text} onChange={(event) => setText(event.target.value)} />
    </Field.Root>
  )
}
