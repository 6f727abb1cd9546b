import { useEffect, useState } from 'react'

/** Milliseconds left until `until`, ticking every second (0 once past). */
export function useTimeLeft(until: string): number {
  const end = new Date(until).getTime()
  const [now, setNow] = useState(() => Date.now())
  const over = now >= end
  useEffect(() => {
    if (over) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [end, over])
  return Math.max(0, end - now)
}
