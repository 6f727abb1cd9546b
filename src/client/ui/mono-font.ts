/** Codes people read aloud or type (order code, Pix code, linha digitável): the system's monospace face (the theme has no mono token). */
export const monoFont = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace'
