// The parts of autocannon 9's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
    max: number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }
  export interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
