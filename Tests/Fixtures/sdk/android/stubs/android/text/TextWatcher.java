// Mirrors android.text.TextWatcher at API 35 (framework)
package android.text;

public interface TextWatcher {
    void beforeTextChanged(CharSequence s, int start, int count, int after);

    void onTextChanged(CharSequence s, int start, int before, int count);

    void afterTextChanged(Editable s);
}
