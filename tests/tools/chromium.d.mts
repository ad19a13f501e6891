export const systemChromium: string | undefined
export const quietChromiumArgs: string[]
