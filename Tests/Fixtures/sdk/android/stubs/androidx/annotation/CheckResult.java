// Mirrors androidx.annotation.CheckResult at API 35 (androidx annotation 1.9.1)
package androidx.annotation;

import java.lang.annotation.*;

@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD})
public @interface CheckResult {
    String suggest() default "";
}
