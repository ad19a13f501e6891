import { style } from '@vanilla-extract/css'
import { PROJECT_PICTURE } from './growingPicture'

/** The picture that holds the shared name: a card's, or the open modal's (growingPicture.ts). */
export const grows = style({ viewTransitionName: PROJECT_PICTURE })
