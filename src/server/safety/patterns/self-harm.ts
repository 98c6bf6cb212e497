import type { CrisisPattern } from './types.ts';
import { accident, joke, resolvedPast } from './vocabulary.ts';

const notACut =
  /\bcut(?:ting)? (?:myself )?(?:a|some|another|off|out|slack|short|loose|back|down|ties|costs|carbs|sugar|corners|in|my hair|my bangs|my losses|my nails|the cord|class|school|the grass|the lawn|through|the cake|the bread|it|them|him|her|you|down on|back on|out of)\b/;

export const selfHarmPatterns: CrisisPattern[] = [
  {
    kind: 'self_harm',
    pattern:
      /\bself (?:harm|harming|harmed|harmer|injury|injuring|injured|injure|mutilation|mutilate|mutilating|mutilated|inflicted|destruct\w*|punish\w*)\b/,
    unless: [
      resolvedPast,
      /\bself harm (?:awareness|prevention|research|statistics|among|in (?:teens|adolescents|young people|schools))\b/,
      /\bself (?:injury|injuring|injured|inflicted) (?:law|lawsuit|claim|at work|gunshot wound in the)\b/,
    ],
    negatable: true,
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:cut|cutting|cuts|burn|burning|burned|burnt|hit|hitting|hurt|hurting|harm|harming|scratch|scratching|scratched|punch|punching|punched|bite|biting|bit|carve|carving|carved|bruise|bruising|bruised|stab|stabbing|stabbed|pinch|pinching|slap|slapping|slapped|beat|beating|bang|banging|banged|whip|whipping|choke|choking|strangle|strangling|pick|picking|pull|pulling|hair pulling) myself\b/,
    unless: [
      accident,
      notACut,
      /\b(?:hurt|hurting|harm|harming) myself (?:emotionally|mentally|financially|by (?:staying|overthinking|working|saying|trusting|procrastinating|comparing|holding|not|eating|drinking|spending)|with (?:my )?(?:overthinking|words|thoughts|procrastination|junk food))\b/,
      /\b(?:pinch|pinching) myself\b.{0,20}\b(?:dream|real|lucky|believe)\b/,
      /\b(?:kick|kicking|beat|beating|hit|hitting) myself (?:up|for|over|about)\b/,
      /\bpick(?:ing)? myself (?:up|back)\b/,
      /\bpull(?:ing)? myself (?:together|up|out|through)\b/,
      /\bbit myself (?:in the|on the)? ?(?:tongue|lip|cheek)\b/,
      joke,
    ],
    negatable: true,
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:cut|cutting|cuts|slice|slicing|sliced|burn|burning|burned|burnt|scratch|scratching|scratched|carve|carving|carved|hit|hitting|punch|punching|punched|stab|stabbing|scrape|scraping|scraped|gouge|gouging|dig|digging) (?:into )?(?:my|both|both my) (?:arms?|wrists?|thighs?|legs?|skin|stomach|belly|hips?|ankles?|body|forearms?|chest|hands?|shoulders?|ribs)\b/,
    unless: [
      accident,
      /\b(?:tattoo|workout|exercise|leg day|arm day|stretch|stretching|lotion|moisturi\w*|itchy|itching|mosquito|bug bite|eczema|rash|allergy|allergic|poison ivy|chicken ?pox)\b/,
      joke,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:urge|urges|need|needed|want|wanted|wanting|tempted|itch|itching|itchy|craving|crave|desperate|desperately want|dying|close) (?:to |for )?(?:cut|cutting|burn|burning|bleed|bleeding|see blood|the blade|a blade|the razor|a razor|hurt myself|hurt my body|feel pain|feel physical pain|punish my body|self harm|sh|relapse)\b/,
    unless: [
      /\b(?:cut|cutting) (?:my hair|bangs|back|down|ties|costs|carbs|sugar|the|my losses|you|him|her|them|it|out|off|class|loose|corners|in|a|some|ties|sugar|spending|hours)\b/,
      /\bburn(?:ing)? (?:calories|fat|the|it|some|a|my old|bridges|off|down|out|sage|candles|incense|rubber|cds|through)\b/,
      /\brelapse (?:on|into) (?:smoking|vaping|drinking|alcohol|nicotine|junk food|sugar|gambling)\b/,
      /\bfeel pain (?:in|when|after|during)\b/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:my|the|did|do|doing|relapsed on|relapse on|relapsed into|urges? to|clean from|stopped|stop|started|start|want to|wanted to|used to|been|into|scars from|from|back to|turned to|resorted to|i|and|to|more) sh\b|\bsh (?:again|scars|urges|urge|relapse|wounds|cuts|marks|tonight|last night|yesterday|today|after|because|is|has|was|streak|free)\b/,
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:relapsed|relapse|relapsing)\b.{0,80}\b(?:cut|cutting|blade|blades|razor|self harm|sh|scars|burn|burning|wrists?|arms|thighs|bleed|bleeding)\b|\b(?:cut|cutting|blade|razor|self harm|sh|burn|burning)\b.{0,80}\b(?:relapsed|relapse|relapsing|clean streak|days clean|weeks clean|months clean|year clean|streak)\b/,
    unless: [
      /\b(?:smoking|vaping|drinking|alcohol|nicotine|junk food|sugar|gambling|diet|weed|cannabis|porn)\b(?!.*\b(?:cut|cutting|blade|razor|self harm|sh)\b.*\b(?:cut|cutting|blade|razor|self harm|sh)\b)/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:razor|blade|blades|razors|box cutter|exacto|xacto|scissors|lighter|compass|sharpener|pencil sharpener|glass shard|broken glass|safety pin)\b.{0,50}\b(?:again|arms?|wrists?|thighs?|legs|skin|bleed|bleeding|blood|scars?|marks|hide|hidden|hiding|under my (?:bed|mattress|pillow)|in my (?:room|drawer|bag|pencil case)|on myself|to feel|to myself|keep it|keep them|taken apart|took apart|out again|use it|used it|relapse|clean)\b/,
    unless: [
      /\b(?:shave|shaving|beard|legs? smooth|cooking|craft|crafts|crafting|scrapbook|utility|boxes|packages|knife set|barber|haircut|hairdresser|wrapping|sewing|art class|cut the tags|tags|coupon|paper|cardboard|fabric)\b/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:hide|hiding|hid|cover|covering|covered|conceal|concealing|concealed) (?:up )?(?:all )?(?:my |the |these |those |fresh |new |old |recent )?(?:scars|cuts|marks|wounds|burns|fresh cuts|new cuts|arms|wrists|thighs)\b/,
    unless: [
      /\b(?:tattoo|acne|surgery|surgical|stretch marks|birthmark|sunburn|c section|caesarean|operation|chicken ?pox|eczema|psoriasis|vitiligo|freckles|bug bites|mosquito|makeup tutorial|concealer for)\b/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\blong sleeves?\b.{0,60}\b(?:hide|hiding|cover|covering|so (?:no one|nobody|people|they|my \w+) (?:sees|see|notices|notice|asks|ask|will not see|can not see)|in (?:summer|the heat|july|august|90 degrees)|even (?:when|though) it is (?:hot|warm|boiling))\b/,
    unless: [/\b(?:sunburn|sun protection|tattoo|eczema|psoriasis|mosquitoes|dress code|modest|religious|cold office|air conditioning)\b/],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:make|made|making|forcing|forced|force) myself (?:throw up|puke|vomit|sick|purge)\b|\b(?:do not|did not) deserve (?:to eat|food|to be fed|dinner|lunch|breakfast)\b|\bpunish(?:ing|ed)? myself (?:by|with) (?:not eating|starving|cutting|burning|hitting|scratching|bleeding)\b/,
    unless: [/\b(?:food poisoning|hangover|drank too much|ate something bad|gag reflex|vertigo|motion sickness|seasick)\b/],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:watch|make|made|making|see|seeing|until|till|til|want to|wanted to|just to) (?:it |myself |me |them )?bleed\b|\b(?:the |seeing |watching )?blood (?:calms|relaxes|helps|makes me feel)\b/,
    unless: [/\b(?:nose|gums|gum|period|donat\w*|blood test|blood drive|draw)\b/],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:cuts|scars|marks|burns|wounds) (?:on|all over|up and down) my (?:arms?|wrists?|thighs?|legs?|stomach|hips?|body|ankles?|chest|skin)\b.{0,80}\b(?:again|fresh|new|did (?:it|this)|myself|last night|yesterday|deep|stitches|hide|hiding|notice|noticed|asked|see them|mom saw|dad saw|teacher saw|blade|razor|cut|cutting)\b/,
    unless: [
      accident,
      /\b(?:surgery|cat|kitten|thorn|thorns|brambles|bike|biking|fall|fell|sports|soccer|football|hiking|climbing|rock climbing|gardening|chicken ?pox|acne|eczema)\b/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:did it again|i did it again|cut again|cutting again|started cutting|started again|went back to it|went back to cutting|back to cutting|could not stop myself|broke my streak|lost my streak|ended my streak)\b.{0,80}\b(?:blade|razor|blood|bleeding|arm|arms|wrist|wrists|thigh|thighs|skin|cuts|scars|stitches|bandage|bandages|deep|clean for|days clean|weeks clean|months clean)\b/,
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:hitting|hit|banging|bang|banged|smashing|smash|smashed|slamming|slam|slammed) (?:my )?(?:head|fists?|hands?) (?:against|into|on) (?:the |a )?(?:wall|walls|floor|door|desk|mirror)\b.{0,60}\b(?:until|till|til|again|bleed|bruise|bruised|hurt|pain|every time|when i|cannot stop|can not stop|on purpose|make it stop|to feel)\b/,
  },
];
