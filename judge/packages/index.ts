// Test packages: numbered group folders of .in/.out pairs, imported from a zip or a folder.
export {
  MAX_ENTRIES,
  MAX_FILE_BYTES,
  MAX_TESTS,
  MAX_TOTAL_BYTES,
  PACKAGE_ERROR_CODES,
  PackageError,
  type ImportOptions,
  type PackageErrorCode,
  type PackageErrorParams,
  type PackageLimits,
} from './errors'
export { importFolder } from './folder'
export {
  manifestToTestCases,
  naturalCompare,
  readPackage,
  testDisplayName,
  type PackageManifest,
  type PackageTest,
} from './manifest'
export { importZip } from './zip'
