import type {
  AboutUsDto,
  AboutUsImage as AboutUsImageDto,
  AboutUsInput as AboutUsBody,
} from '@shared/contracts/aboutUs';
import type { HomePageInfoDto, HomePageInput, HomePageStats } from '@shared/contracts/homepage';

/** About-us and homepage content as the server sends it and the store keeps it. */
export type AboutUs = AboutUsDto;
export type AboutUsImage = AboutUsImageDto;
export type HomepageInfo = HomePageInfoDto;
export type HomepageStats = HomePageStats;

/** The bodies of POST and PUT: the editors always send every field. */
export type AboutUsInput = Required<AboutUsBody>;
export type HomepageInput = Required<Omit<HomePageInput, 'stats'>> & { stats: HomePageStats };
