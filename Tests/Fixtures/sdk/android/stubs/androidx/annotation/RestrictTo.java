// Mirrors androidx.annotation.RestrictTo at API 35 (androidx annotation 1.9.1)
package androidx.annotation;

import java.lang.annotation.*;

@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.ANNOTATION_TYPE, ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD, ElementType.PACKAGE})
public @interface RestrictTo {
    Scope[] value();

    enum Scope {
        LIBRARY,
        LIBRARY_GROUP,
        LIBRARY_GROUP_PREFIX,
        /** @deprecated Use {@link #LIBRARY_GROUP_PREFIX} instead. */
        @Deprecated
        GROUP_ID,
        TESTS,
        SUBCLASSES,
    }
}
