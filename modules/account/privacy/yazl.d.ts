// The part of yazl 3.3.1's API the export uses (the package ships no types).
declare module 'yazl' {
  import type { Readable } from 'node:stream'
  export class ZipFile {
    outputStream: Readable
    addFile(realPath: string, metadataPath: string, options?: { compress?: boolean }): void
    addBuffer(buffer: Buffer, metadataPath: string, options?: { compress?: boolean }): void
    end(options?: Record<string, unknown>, callback?: (finalSize: number) => void): void
  }
  const yazl: { ZipFile: typeof ZipFile }
  export default yazl
}
