import { CampaignRoute, campaignMetadata, campaignParams } from "../../campaign-route";

type TProps = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return campaignParams("partner");
}

export function generateMetadata({ params }: TProps) {
  return campaignMetadata("partner", params, "base");
}

/** /partners/{slug} (public, issue #18): a partner landing page. */
export default function Page({ params }: TProps) {
  return <CampaignRoute kind="partner" params={params} variant="base" />;
}
