import type { MetaDescriptor } from "react-router";
import { mediaSrcSet } from "@contract/content-images";
import type { HomePageSlide } from "@contract/home-page";
import { heroImageId } from "~/features/visuals/scene-ids";
import { scenePreloadLinks } from "~/features/visuals/scene-picture";

/**
 * The preload of the first slide's picture, the page's largest paint, as the head's link: the library's
 * AVIF when the slide has a picture of its own, otherwise the model's drawn car.
 */
export function heroPreloadLinks(first: HomePageSlide | undefined, sizes: string): MetaDescriptor[] {
  if (!first) return [];
  if (first.picture) {
    const { hash } = first.picture;
    return [
      {
        tagName: "link",
        rel: "preload",
        as: "image",
        type: "image/avif",
        href: `/media/${hash}-960.avif`,
        imageSrcSet: mediaSrcSet(hash, "avif"),
        imageSizes: sizes,
        fetchPriority: "high",
      },
    ];
  }
  if (!first.model) return [];
  return scenePreloadLinks(heroImageId(first.model), sizes).map((link) => ({ tagName: "link", ...link }));
}
