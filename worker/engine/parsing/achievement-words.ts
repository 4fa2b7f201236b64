/** Verbs and nouns that mark a measurable result or an award (data, folded, eight languages). */
import { list } from './text-utils'
export const ACHIEVEMENT_WORDS: readonly string[] = list(`
  increased|increase|reduced|reduce|reducing|improved|saved|grew|grown|won|awarded|award|achieved|exceeded|
  generated|doubled|tripled|boosted|cut|raised|delivered|launched|ranked|winner|prize|honor|honour|recognized|
  recognised|promoted|record|top|best|scholarship|fellowship|patent|patents|published|first place|medal|
  gesteigert|reduziert|erhoht|verbessert|gewonnen|ausgezeichnet|auszeichnung|preis|eingespart|augmente|
  augmentation|reduit|reduction|ameliore|gagne|remporte|laureat|prix|aumente|aumento|reduje|reduccion|mejore|
  gane|premio|galardon|logre|aumentato|ridotto|migliorato|vinto|premio|riconoscimento|verhoogd|verlaagd|
  verbeterd|gewonnen|prijs|onderscheiding|zwiekszylem|zwiekszenie|zmniejszylem|obnizenie|poprawa|wygralem|
  nagroda|wyroznienie|aumentei|reduzi|melhorei|ganhei|premio|premiado
`)
