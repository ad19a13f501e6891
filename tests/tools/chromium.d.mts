export const systemChromium: string | undefined
export const quietChromiumArgs: string[]
export const chromiumLaunchOptions: { executablePath?: string; args: string[] }
export const journeyLaunchOptions: { executablePath?: string; args: string[] }
