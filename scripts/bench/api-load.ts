import autocannon from 'autocannon'

export interface ApiLoad {
  path: string
  connections: number
  seconds: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  total: number
  non2xx: number
  errors: number
}

/** Requests per second and latency of one endpoint under steady load, after a short warm-up that is not counted. */
export async function measureApiLoad(
  origin: string,
  path: string,
  { connections = 10, seconds = 10, warmUpSeconds = 2, headers = {} as Record<string, string> } = {},
): Promise<ApiLoad> {
  const url = `${origin}${path}`
  if (warmUpSeconds > 0) await autocannon({ url, connections, duration: warmUpSeconds, headers })
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    path,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
