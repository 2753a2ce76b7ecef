// Mirrors androidx.annotation.MainThread at API 35 (androidx annotation 1.9.1)
package androidx.annotation;

import java.lang.annotation.*;

@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.TYPE, ElementType.PARAMETER})
public @interface MainThread {}
