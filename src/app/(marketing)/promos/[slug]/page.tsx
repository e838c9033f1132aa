import { CampaignRoute, campaignMetadata, campaignParams } from "../../campaign-route";

type TProps = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** Rebuilt hourly: the offer reads as ended within the hour after its last day. */
export const revalidate = 3600;
export function generateStaticParams() {
  return campaignParams("promo");
}

export function generateMetadata({ params }: TProps) {
  return campaignMetadata("promo", params, "base");
}

/** /promos/{slug} (public, issue #18): a promo landing page. */
export default function Page({ params }: TProps) {
  return <CampaignRoute kind="promo" params={params} variant="base" />;
}
