// Mirrors androidx.annotation.NavigationRes at API 35 (androidx annotation 1.9.1)
package androidx.annotation;

import java.lang.annotation.*;

@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD, ElementType.PARAMETER, ElementType.FIELD, ElementType.LOCAL_VARIABLE})
public @interface NavigationRes {}
