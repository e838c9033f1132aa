import { HomeContent } from "@/components/home/home-content";
import { HomeRedirect } from "@/components/home/home-redirect";
import { ProductPicture } from "@/components/home/product-picture";
import { EXERCISES } from "@/content/exercises";
import { SAMPLE_AREA } from "@/content/sample/sample-dashboard";

export default function HomePage() {
  return (
    <>
      <HomeRedirect />
      <HomeContent
        picture={<ProductPicture />}
        exerciseCount={EXERCISES.length}
        sampleArea={SAMPLE_AREA}
      />
    </>
  );
}
