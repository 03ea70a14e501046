/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Origin of the product's own image host, whose images take a width parameter. */
  readonly VITE_IMAGE_HOST?: string;
}
