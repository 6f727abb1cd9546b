// The parts of s3rver 3's API the tests use (the package ships no types).
declare module 's3rver' {
  interface Options {
    address?: string
    /** 0: any free port; run() answers the one taken. */
    port?: number
    directory: string
    silent?: boolean
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
